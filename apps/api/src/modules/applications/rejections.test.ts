import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "#api/db/schema.ts";
import { applying, resumeOnlyBody } from "#api/testing/applying.ts";
import { withHiringTestApp } from "#api/testing/hiring-test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const HOUR = 3600 * 1000;

// Rejections: a candidate-safe reason from a list, an optional delay, the employer's signature
// (docs/decisions/073-application-questions-and-knock-outs.md).
describe.each(databaseKinds())("rejections on %s", (kind) => {
  const ctx = withHiringTestApp(kind);
  const { post, newJob: jobBy, candidate } = applying(() => ctx.t, 74);
  const newJob = () => jobBy({ postedByUserId: ctx.cast.employer.id });
  // The mails about the decision: every application also gets a receipt (decision 075), left out here.
  const mailsTo = async (address: string) =>
    (await ctx.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address))).filter(
      (m) => m.subject !== "Your application has been received",
    );
  const applicationIn = async (jobId: number) => {
    const pipeline = await post("/api/job_pipeline", { authToken: ctx.cast.employer.token, jobId });
    return pipeline.json().data[0].applicationId as string;
  };
  /** A new job of the cast's employer, a candidate who applied to it with the profile, and the application's id. */
  const appliedCandidate = async () => {
    const jobId = await newJob();
    const ada = await candidate();
    expect((await post("/api/apply_for_job", { accessToken: ada.token, jobId })).statusCode).toBe(200);
    return { jobId, ada, id: await applicationIn(jobId) };
  };
  const reject = (applicationIds: string[], extra: object) =>
    post("/api/move_applications", {
      authToken: ctx.cast.employer.token,
      applicationIds,
      stage: "rejected",
      reason: "Rude on the phone; weak SQL",
      ...extra,
    });

  it("mails a profile candidate the chosen reason, signed by the company, after the chosen delay, never the team's note", async () => {
    const { ada, id } = await appliedCandidate();
    const moved = await reject([id], { candidateReason: "position_filled", mailDelayHours: 24 });
    expect(moved.json()).toEqual({ message: "1 application moved to Rejected.", moved: 1, mailed: 1 });
    const [mail, ...others] = await mailsTo(ada.email);
    expect(others).toEqual([]);
    expect(mail?.textBody).toBe(
      "Hello,\n\nThank you for your application for Platform Engineer at Acme.\n\nAfter careful consideration we have decided not to move forward with it.\n\nThe position has now been filled.\n\nWe appreciate your interest and wish you every success in your search.\n\nThe hiring team at Acme\n",
    );
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain("SQL");
    expect((mail?.nextAttemptAt.getTime() ?? 0) - (mail?.createdAt.getTime() ?? 0)).toBe(24 * HOUR);
  });

  it("takes back a decision mail that still waits when the application moves on; one being sent or sent stays (decision 092)", async () => {
    const jobId = await newJob();
    const [ada, bob, cy] = [await candidate(), await candidate(), await candidate()];
    for (const who of [ada, bob, cy])
      expect((await post("/api/apply_for_job", { accessToken: who.token, jobId })).statusCode).toBe(200);
    const pipeline = await post("/api/job_pipeline", { authToken: ctx.cast.employer.token, jobId });
    const idOf = (email: string) =>
      pipeline.json().data.find((a: { applicantEmail: string }) => a.applicantEmail === email)
        .applicationId as string;
    const ids = [ada, bob, cy].map((who) => idOf(who.email));
    const rejected = await reject(ids, { mailDelayHours: 24 });
    expect(rejected.json()).toMatchObject({ moved: 3, mailed: 3 });
    // Bob's mail is claimed by a worker right now; Cy's went already.
    const rejections = async (address: string) =>
      (await mailsTo(address)).filter((m) => m.subject === "An update on your application");
    const [bobMail] = await mailsTo(bob.email);
    const [cyMail] = await mailsTo(cy.email);
    await ctx.t.database.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() + HOUR) })
      .where(eq(mailOutbox.id, bobMail?.id ?? ""));
    await ctx.t.database.db
      .update(mailOutbox)
      .set({ sentAt: new Date() })
      .where(eq(mailOutbox.id, cyMail?.id ?? ""));
    const back = await post("/api/move_applications", {
      authToken: ctx.cast.employer.token,
      applicationIds: ids,
      stage: "screening",
    });
    expect(back.statusCode).toBe(200);
    // The move's own status mail ("Your application: In review") goes; the rejection does not.
    expect(await rejections(ada.email)).toEqual([]);
    expect((await mailsTo(ada.email)).map((m) => m.subject)).toEqual(["Your application: In review"]);
    expect((await rejections(bob.email)).map((m) => m.id)).toEqual([bobMail?.id]);
    expect((await rejections(cy.email)).map((m) => m.id)).toEqual([cyMail?.id]);
    // Rejected again: a new mail waits, and only that one.
    await reject([ids[0] as string], { mailDelayHours: 2 });
    const again = await rejections(ada.email);
    expect(again).toHaveLength(1);
    expect((again[0]?.nextAttemptAt.getTime() ?? 0) - (again[0]?.createdAt.getTime() ?? 0)).toBe(2 * HOUR);
  });

  it("signs a resume-only applicant's mail with the site, never the employer's text, and sends it at once by default", async () => {
    const jobId = await newJob();
    const address = `rejected-${Date.now()}@example.com`;
    const applied = await post("/api/apply_for_job_resume_only", resumeOnlyBody(jobId, address));
    expect(applied.statusCode).toBe(200);
    const id = await applicationIn(jobId);
    const preview = await post("/api/preview_stage_mail", {
      authToken: ctx.cast.employer.token,
      applicationIds: [id],
      stage: "rejected",
      candidateReason: "requirements",
    });
    const expected = `Hello,\n\nThank you for your application for job number ${jobId}.\n\nAfter careful consideration we have decided not to move forward with it.\n\nYour application did not meet one of the requirements of the role.\n\nWe appreciate your interest and wish you every success in your search.\n\nAutomation Controller\n`;
    expect(preview.json().text).toBe(expected);
    expect((await reject([id], { candidateReason: "requirements" })).statusCode).toBe(200);
    const rejection = (await mailsTo(address)).find((m) => m.subject === "An update on your application");
    expect(rejection?.textBody).toBe(expected);
    expect(rejection?.textBody).not.toContain("Acme");
    expect(rejection?.nextAttemptAt.getTime()).toBe(rejection?.createdAt.getTime());
  });

  it("refuses a reason that is not on the list and a delay out of range, in words", async () => {
    const { ada, id } = await appliedCandidate();
    const badReason = await reject([id], { candidateReason: "you were rude" });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().fields).toEqual({
      candidateReason: "Choose a reason from the list for the candidate.",
    });
    const badDelay = await reject([id], { mailDelayHours: 1000 });
    expect(badDelay.json().fields).toEqual({
      mailDelayHours: "The delay must be a whole number of hours from 0 to 720.",
    });
    expect(await mailsTo(ada.email)).toEqual([]);
  });

  it("lets only the job's employer or an admin reject with a reason", async () => {
    const { ada, id } = await appliedCandidate();
    const byOther = await post("/api/move_applications", {
      authToken: ctx.cast.otherEmployer.token,
      applicationIds: [id],
      stage: "rejected",
      reason: "x",
      candidateReason: "role_closed",
    });
    expect(byOther.statusCode).toBe(403);
    expect(await mailsTo(ada.email)).toEqual([]);
  });
});
