import { beforeAll, describe, expect, it } from "vitest";
import { accountWithSession } from "#api/testing/accounts.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { TEST_PUBLIC_BASE_URL } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = Awaited<ReturnType<typeof accountWithSession>>;

/** The candidate's side of the hiring pipeline: "My applications" and the mail of each move. */
describe.each(databaseKinds())("application tracker on %s", (kind) => {
  let employer: Account;
  let job: number;
  let clock = new Date("2026-03-02T09:00:00.000Z");
  const post = (url: string, payload: object) => ctx.t.app.inject({ method: "POST", url, payload });
  const move = (applicationIds: string[], stage: string, extra: object = {}) =>
    post("/api/move_applications", { authToken: employer.token, applicationIds, stage, ...extra });
  const mine = async (candidate: Account) => {
    const answer = await post("/api/my_applications", { accessToken: candidate.token });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as Record<string, unknown>[];
  };
  /** A fresh candidate who applied to the job with their profile; their application's id. */
  async function applied(): Promise<[Account, string]> {
    const candidate = await accountWithSession(ctx.t.database.db, "candidate");
    const resume = { fileName: "cv.pdf", resume_data: dataUrl(samplePdf()) };
    expect((await post("/api/upload_resume", { accessToken: candidate.token, ...resume })).statusCode).toBe(
      200,
    );
    expect((await post("/api/apply_for_job", { accessToken: candidate.token, jobId: job })).statusCode).toBe(
      200,
    );
    const [application] = await mine(candidate);
    return [candidate, application?.applicationId as string];
  }
  // The stage mails: the receipt every application gets has tests of its own (receipts.test.ts).
  const mailsTo = (address: string) =>
    ctx.smtp.mails.filter(
      (mail) => mail.to === address && mail.subject !== "Your application has been received",
    );
  const delivered = async () => {
    await ctx.t.app.mailer.flush();
  };

  const ctx = withMailingTestApp(kind, { PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL }, { clock: () => clock });
  beforeAll(async () => {
    employer = await accountWithSession(ctx.t.database.db, "employer");
    job = await postedJob(ctx.t.database.db, employer.id, { title: "Site Reliability Engineer" }, clock);
  });

  it("shows Interviewing with the date of the move and mails the candidate once per change", async () => {
    clock = new Date("2026-03-02T09:00:00.000Z");
    const [candidate, id] = await applied();
    const [stranger] = await applied();
    expect((await mine(candidate))[0]).toMatchObject({
      stage: "applied",
      stageChangedAt: "2026-03-02T09:00:00.000Z",
      history: [{ stage: "applied", at: "2026-03-02T09:00:00.000Z" }],
    });

    clock = new Date("2026-03-03T10:00:00.000Z");
    expect((await move([id], "screening")).json()).toEqual({
      message: "1 application moved to Screening.",
      moved: 1,
      mailed: 1,
    });
    clock = new Date("2026-03-05T14:30:00.000Z");
    await post("/api/add_application_note", {
      authToken: employer.token,
      applicationId: id,
      body: "Strong on Kubernetes, weak on Go",
    });
    expect((await move([id], "interview")).json().mailed).toBe(1);

    const [application] = await mine(candidate);
    expect(application).toEqual({
      applicationId: id,
      jobId: job,
      jobTitle: "Site Reliability Engineer",
      companyName: "Bluepeak",
      appliedAt: "2026-03-02T09:00:00.000Z",
      status: "submitted",
      stage: "interviewing",
      stageChangedAt: "2026-03-05T14:30:00.000Z",
      viewedAt: null,
      history: [
        { stage: "applied", at: "2026-03-02T09:00:00.000Z" },
        { stage: "in-review", at: "2026-03-03T10:00:00.000Z" },
        { stage: "interviewing", at: "2026-03-05T14:30:00.000Z" },
      ],
    });

    await delivered();
    const mails = mailsTo(candidate.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your application: In review",
      "Your application: Interviewing",
    ]);
    expect(mails[1]?.text).toBe(
      "Hello,\n\nYour application for Site Reliability Engineer at Bluepeak has a new status: Interviewing.\n\nYou can follow all your applications under My applications on your profile.\nhttps://jobs.example.com/view-profile\n\nAutomation Controller\n",
    );
    expect(mails[1]?.html).toContain('href="https://jobs.example.com/view-profile"');
    expect(mails[1]?.text).not.toContain("Kubernetes");

    // Another candidate sees only their own application, still at Applied, and got no mail.
    const theirs = await mine(stranger);
    expect(theirs.map((a) => a.applicationId)).not.toContain(id);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ stage: "applied" });
    expect(mailsTo(stranger.email)).toEqual([]);
  });

  it("tells the candidate when the hiring team first opened the application, and only the first time (decision 095)", async () => {
    clock = new Date("2026-04-01T09:00:00.000Z");
    const [candidate, id] = await applied();
    const [other] = await applied();
    const open = () => post("/api/application_details", { authToken: employer.token, applicationId: id });
    expect((await mine(candidate))[0]?.viewedAt).toBeNull();
    clock = new Date("2026-04-02T11:15:00.000Z");
    expect((await open()).statusCode).toBe(200);
    clock = new Date("2026-04-09T08:00:00.000Z");
    expect((await open()).statusCode).toBe(200);
    expect((await mine(candidate))[0]?.viewedAt).toBe("2026-04-02T11:15:00.000Z");
    // Opening one application says nothing about another.
    expect((await mine(other))[0]?.viewedAt).toBeNull();
    // A stranger's request for the details is refused and marks nothing.
    const stranger = await accountWithSession(ctx.t.database.db, "employer");
    const refused = await post("/api/application_details", {
      authToken: stranger.token,
      applicationId: (await mine(other))[0]?.applicationId,
    });
    expect(refused.statusCode).toBe(403);
    expect((await mine(other))[0]?.viewedAt).toBeNull();
  });

  it("sends one mail per application in a bulk move", async () => {
    const [first, a] = await applied();
    const [second, b] = await applied();
    expect((await move([a, b], "offer")).json()).toEqual({
      message: "2 applications moved to Offer.",
      moved: 2,
      mailed: 2,
    });
    await delivered();
    for (const candidate of [first, second]) {
      expect(mailsTo(candidate.email).map((mail) => mail.subject)).toEqual(["Your application: Offer"]);
      expect((await mine(candidate))[0]).toMatchObject({ stage: "offer" });
    }
  });

  it("on Rejected sends only the rejection mail and never shows the reason", async () => {
    const [candidate, id] = await applied();
    await move([id], "rejected", { reason: "Salary expectations far above the band" });
    await delivered();
    const mails = mailsTo(candidate.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["An update on your application"]);
    expect(mails[0]?.text).not.toContain("Salary");
    const [application] = await mine(candidate);
    expect(application).toMatchObject({ stage: "not-selected" });
    expect(JSON.stringify(application)).not.toContain("Salary");
  });

  it("on Hired sends the welcome mail when asked and no mail when the employer chose not to", async () => {
    const [asked, a] = await applied();
    const [silent, b] = await applied();
    expect((await move([a], "hired", { sendMail: true })).json().mailed).toBe(1);
    expect((await move([b], "hired")).json().mailed).toBe(0);
    await delivered();
    expect(mailsTo(asked.email).map((mail) => mail.subject)).toEqual(["Welcome aboard"]);
    expect(mailsTo(silent.email)).toEqual([]);
    expect((await mine(silent))[0]).toMatchObject({ stage: "hired" });
  });
});
