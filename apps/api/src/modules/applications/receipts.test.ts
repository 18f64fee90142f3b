import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#api/db/schema.ts";
import { accountWithSession, freshEmail } from "#api/testing/accounts.ts";
import { applying, resumeOnlyBody } from "#api/testing/applying.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

// Every application gets one receipt naming the job and what was sent, with its status link; the
// job's owner gets one mail naming the job with a link to the application in the console
// (docs/decisions/075-application-receipts.md).
describe.each(databaseKinds())("receipts of an application on %s", (kind) => {
  let t: TestApp;
  const { post, newJob, candidate } = applying(() => t, 75);
  const mailsTo = (address: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  const only = async (address: string) => {
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error("no mail");
    return mail;
  };
  const statusLinkIn = (text: string) => {
    const match = /https:\/\/jobs\.example\.com\/application-status\?id=([0-9a-f-]+)&token=([^\s]+)/.exec(
      text,
    );
    if (!match?.[1] || !match[2]) throw new Error(`no status link in ${text}`);
    return { applicationId: match[1], token: match[2] };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_BASE_URL: "https://jobs.example.com" });
  });
  afterAll(() => t.close());

  it("sends a candidate who applies with the profile one receipt naming the job, the profile and its resume", async () => {
    const employer = await accountWithSession(t.database.db, "employer");
    const jobId = await newJob({ postedByUserId: employer.id });
    const ada = await candidate();
    const answer = await post("/api/apply_for_job", { accessToken: ada.token, jobId });
    expect(answer.statusCode).toBe(200);

    const receipt = await only(ada.email);
    expect(receipt.subject).toBe("Your application has been received");
    expect(receipt.textBody).toContain("We have received your application for Platform Engineer at Acme.");
    expect(receipt.textBody).toContain("What you sent: your profile, with the resume profile-cv.pdf.");
    expect(receipt.textBody).not.toContain("job number");
    const link = statusLinkIn(receipt.textBody);
    expect(receipt.htmlBody).toContain(">See my application</a>");

    // The status link is the application's tracker: it names the job too.
    const status = await post("/api/application_status", link);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      jobId,
      jobTitle: "Platform Engineer",
      companyName: "Acme",
      stage: "applied",
    });

    const hiring = await only(employer.email);
    expect(hiring.subject).toBe("New application for Platform Engineer at Acme");
    expect(hiring.textBody).toContain(
      "A candidate applied with their profile for Platform Engineer at Acme.",
    );
    expect(hiring.textBody).toContain(
      `https://jobs.example.com/console/jobs/${jobId}/applicants?application=${link.applicationId}`,
    );
  });

  it("sends a visitor's receipt naming the job and the kind of file, never the sender's name or file name", async () => {
    const employer = await accountWithSession(t.database.db, "employer");
    const jobId = await newJob({ postedByUserId: employer.id });
    const email = freshEmail("visitor");
    const answer = await post("/api/apply_for_job_resume_only", {
      jobId,
      fileName: "Click-here-http-evil.example.pdf",
      resumeData: dataUrl(samplePdf("Grace Hopper")),
      email,
      name: `<script>alert("x")</script> Your account is locked`,
    });
    expect(answer.statusCode).toBe(200);

    const receipt = await only(email);
    expect(receipt.subject).toBe("Your application has been received");
    expect(receipt.textBody).toContain("We have received your application for Platform Engineer at Acme.");
    expect(receipt.textBody).toContain("What you sent: a resume (PDF file).");
    expect(receipt.textBody).not.toContain("evil");
    expect(receipt.textBody).not.toContain("locked");
    expect(receipt.textBody).not.toContain("job number");
    const link = statusLinkIn(receipt.textBody);
    const status = await post("/api/application_status", link);
    expect(status.json()).toMatchObject({ jobTitle: "Platform Engineer", companyName: "Acme" });

    const hiring = await only(employer.email);
    expect(hiring.textBody).toContain("A visitor applied with a resume for Platform Engineer at Acme.");
    expect(hiring.textBody).toContain(`/console/jobs/${jobId}/applicants?application=${link.applicationId}`);
    expect(hiring.htmlBody).not.toContain("<script>");
    expect(hiring.textBody).not.toContain("locked");
  });

  it("sends a signed-in candidate who applies with a resume the receipt at the account's address, with the file's name", async () => {
    const jobId = await newJob();
    const ada = await accountWithSession(t.database.db);
    const answer = await post("/api/apply_for_job_resume_only", {
      accessToken: ada.token,
      ...resumeOnlyBody(jobId),
      fileName: "grace-cv.pdf",
    });
    expect(answer.statusCode).toBe(200);
    const receipt = await only(ada.email);
    expect(receipt.textBody).toContain("What you sent: the resume grace-cv.pdf.");
    expect(receipt.textBody).not.toContain("If you did not apply");
  });

  it("escapes the job's title and company in both mails", async () => {
    const employer = await accountWithSession(t.database.db, "employer");
    const jobId = await newJob({
      postedByUserId: employer.id,
      title: `<b>Dev</b> & "Ops"`,
      companyName: "Tom & Jerry's",
    });
    const ada = await candidate();
    expect((await post("/api/apply_for_job", { accessToken: ada.token, jobId })).statusCode).toBe(200);
    const receipt = await only(ada.email);
    expect(receipt.htmlBody).toContain(
      "for &lt;b&gt;Dev&lt;/b&gt; &amp; &quot;Ops&quot; at Tom &amp; Jerry&#39;s.</p>",
    );
    expect(receipt.htmlBody).not.toContain("<b>Dev");
    const hiring = await only(employer.email);
    expect(hiring.htmlBody).not.toContain("<b>Dev");
    expect(hiring.htmlBody).toContain("Tom &amp; Jerry&#39;s");
  });

  it("mails no hiring team when the job has no owner, and still the candidate", async () => {
    const jobId = await newJob();
    const ada = await candidate();
    expect((await post("/api/apply_for_job", { accessToken: ada.token, jobId })).statusCode).toBe(200);
    await only(ada.email);
  });
});
