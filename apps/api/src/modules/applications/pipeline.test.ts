import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applicationStageChanges, mailOutbox, profiles } from "#api/db/schema.ts";
import { type accountWithSession, hiringCast } from "#api/testing/accounts.ts";
import { resumeOnlyBody, resumeUploadBody } from "#api/testing/applying.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = Awaited<ReturnType<typeof accountWithSession>>;

describe.each(databaseKinds())("hiring pipeline on %s", (kind) => {
  const ctx = withMailingTestApp(kind);
  let employer: Account;
  let otherEmployer: Account;
  let admin: Account;
  let candidate: Account;
  let job: number;
  let otherJob: number;
  const post = (url: string, payload: object) => ctx.t.app.inject({ method: "POST", url, payload });

  /** A visitor's resume-only application to `jobId`, by `email`; its id from the pipeline. */
  async function resumeOnly(jobId: number, email: string): Promise<string> {
    const applied = await post("/api/apply_for_job_resume_only", resumeOnlyBody(jobId, email));
    expect(applied.statusCode).toBe(200);
    const owner = jobId === job ? employer : otherEmployer;
    const pipeline = (await post("/api/job_pipeline", { authToken: owner.token, jobId })).json();
    const found = pipeline.data.find((a: { applicantEmail: string }) => a.applicantEmail === email);
    return found.applicationId;
  }
  const move = (actor: Account, applicationIds: string[], stage: string, extra: object = {}) =>
    post("/api/move_applications", { authToken: actor.token, applicationIds, stage, ...extra });
  const stagesOf = async (ids: string[]) => {
    const pipeline = (await post("/api/job_pipeline", { authToken: admin.token, jobId: job })).json();
    return ids.map(
      (id) => pipeline.data.find((a: { applicationId: string }) => a.applicationId === id)?.stage,
    );
  };
  const historyOf = (id: string) =>
    ctx.t.database.db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, id));

  beforeAll(async () => {
    const db = ctx.t.database.db;
    ({ employer, otherEmployer, admin, candidate } = await hiringCast(db));
    job = await postedJob(db, employer.id);
    otherJob = await postedJob(db, otherEmployer.id, {
      title: "Data Engineer",
      companyName: "Northwind",
      location: "Remote",
    });
  });

  it("starts every application at Applied and keeps a history of who moved it, when, from and to", async () => {
    const id = await resumeOnly(job, `history-${randomUUID()}@example.com`);
    expect(await stagesOf([id])).toEqual(["applied"]);
    expect(await historyOf(id)).toEqual([]);

    const screening = await move(employer, [id], "screening");
    expect(screening.statusCode).toBe(200);
    expect(screening.json()).toEqual({ message: "1 application moved to Screening.", moved: 1, mailed: 0 });
    const interview = await move(admin, [id], "interview");
    expect(interview.json()).toEqual({ message: "1 application moved to Interview.", moved: 1, mailed: 0 });

    const details = (
      await post("/api/application_details", { authToken: employer.token, applicationId: id })
    ).json();
    expect(details.stage).toBe("interview");
    expect(details.history).toHaveLength(2);
    expect(details.history[0]).toMatchObject({
      fromStage: "applied",
      toStage: "screening",
      movedBy: employer.email,
      reason: "",
      mailed: false,
    });
    expect(details.history[1]).toMatchObject({
      fromStage: "screening",
      toStage: "interview",
      movedBy: admin.email,
    });
    expect(Date.parse(details.history[0].movedAt)).not.toBeNaN();
    expect(Date.parse(details.history[1].movedAt)).toBeGreaterThanOrEqual(
      Date.parse(details.history[0].movedAt),
    );

    // Moving to the stage it is in changes nothing and writes no history.
    expect((await move(employer, [id], "interview")).json()).toEqual({
      message: "0 applications moved to Interview.",
      moved: 0,
      mailed: 0,
    });
    expect(await historyOf(id)).toHaveLength(2);
  });

  it("moves many at once, and nothing at all when one of them is another employer's or unknown", async () => {
    const mine = [
      await resumeOnly(job, `bulk-a-${randomUUID()}@example.com`),
      await resumeOnly(job, `bulk-b-${randomUUID()}@example.com`),
    ];
    const foreign = await resumeOnly(otherJob, `bulk-c-${randomUUID()}@example.com`);

    const refused = await move(employer, [...mine, foreign], "offer");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: "This job belongs to another employer.",
      code: "forbidden",
    });
    const unknown = await move(employer, [...mine, randomUUID()], "offer");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      "One or more of these applications were not found. Nothing was changed.",
    );
    expect(await stagesOf(mine)).toEqual(["applied", "applied"]);
    const written = await ctx.t.database.db
      .select()
      .from(applicationStageChanges)
      .where(inArray(applicationStageChanges.applicationId, [...mine, foreign]));
    expect(written).toEqual([]);

    const both = await move(employer, mine, "offer");
    expect(both.json()).toEqual({ message: "2 applications moved to Offer.", moved: 2, mailed: 0 });
    expect(await stagesOf(mine)).toEqual(["offer", "offer"]);
    // An admin may move any employer's applications.
    expect((await move(admin, [foreign], "screening")).statusCode).toBe(200);
  });

  it("lets only the job's employer and admins see or move its applications", async () => {
    const id = await resumeOnly(job, `perm-${randomUUID()}@example.com`);
    expect((await move(candidate, [id], "screening")).statusCode).toBe(403);
    expect((await move(otherEmployer, [id], "screening")).statusCode).toBe(403);
    expect(
      (await post("/api/move_applications", { applicationIds: [id], stage: "screening" })).statusCode,
    ).toBe(401);
    expect((await post("/api/job_pipeline", { authToken: otherEmployer.token, jobId: job })).statusCode).toBe(
      403,
    );
    expect((await post("/api/job_pipeline", { authToken: candidate.token, jobId: job })).statusCode).toBe(
      403,
    );
    expect(await stagesOf([id])).toEqual(["applied"]);
  });

  it("asks for a reason to reject, in words at the field", async () => {
    const id = await resumeOnly(job, `reason-${randomUUID()}@example.com`);
    const missing = await move(employer, [id], "rejected", { reason: "   " });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ reason: "Please give a reason for the rejection." });
    const empty = await move(employer, [], "screening");
    expect(empty.json().fields).toEqual({ applicationIds: "Please choose at least one application." });
    expect(await stagesOf([id])).toEqual(["applied"]);
  });

  it("mails a rejection by default through the outbox, naming the job by number to an unverified address", async () => {
    const visitor = `reject-${randomUUID()}@example.com`;
    const id = await resumeOnly(job, visitor);
    expect((await ctx.smtp.waitForMail(visitor)).subject).toBe("Your application has been received");

    const preview = await post("/api/preview_stage_mail", {
      authToken: employer.token,
      applicationIds: [id],
      stage: "rejected",
    });
    const rejectionText = `Hello,\n\nThank you for your application for job number ${job}.\n\nAfter careful consideration we have decided not to move forward with it.\n\nWe appreciate your interest and wish you every success in your search.\n\nAutomation Controller\n`;
    expect(preview.json()).toEqual({
      subject: "An update on your application",
      text: rejectionText,
      recipients: 1,
      withoutAddress: 0,
    });

    const rejected = await move(employer, [id], "rejected", { reason: "Needs more Kubernetes experience" });
    expect(rejected.json()).toEqual({ message: "1 application moved to Rejected.", moved: 1, mailed: 1 });
    await ctx.t.app.mailer.flush();
    const mail = await ctx.smtp.waitForMail(visitor);
    expect(mail.subject).toBe("An update on your application");
    expect(mail.text).toBe(rejectionText);
    // The reason is the team's note, never mailed; an unverified address never gets the employer's text.
    expect(mail.text).not.toContain("Kubernetes");
    expect(mail.html).not.toContain("Platform Engineer");
    const details = (
      await post("/api/application_details", { authToken: employer.token, applicationId: id })
    ).json();
    expect(details.rejectionReason).toBe("Needs more Kubernetes experience");
    expect(details.history).toEqual([
      expect.objectContaining({
        fromStage: "applied",
        toStage: "rejected",
        reason: "Needs more Kubernetes experience",
        mailed: true,
      }),
    ]);
  });

  it("caps rejection and hired mails to a typed, unverified address per day, with the receipts", async () => {
    const visitor = `capped-${randomUUID()}@example.com`;
    const second = await postedJob(ctx.t.database.db, otherEmployer.id, { title: "SRE" });
    // Two receipts: two of the three mails a day this address may get.
    const first = await resumeOnly(job, visitor);
    const other = await resumeOnly(second, visitor);
    await ctx.t.app.mailer.flush();
    const rejected = await move(employer, [first], "rejected", { reason: "Not now" });
    expect(rejected.json()).toMatchObject({ moved: 1, mailed: 1 });
    // The third mail of the day was the rejection: the hired mail asked for is not sent.
    const hired = await move(otherEmployer, [other], "hired", { sendMail: true });
    expect(hired.statusCode).toBe(200);
    expect(hired.json()).toMatchObject({ moved: 1, mailed: 0 });
    await ctx.t.app.mailer.flush();
    const queued = await ctx.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, visitor));
    expect(queued.map((mail) => mail.subject).sort()).toEqual([
      "An update on your application",
      "Your application has been received",
      "Your application has been received",
    ]);
  });

  it("names the job to a candidate's verified address; mails on Hired only when asked, never when told not to", async () => {
    await ctx.t.database.db
      .insert(profiles)
      .values({ userId: candidate.id, firstName: "Grace", lastName: "Hopper" })
      .onConflictDoNothing();
    await post("/api/upload_resume", resumeUploadBody(candidate.token));
    expect((await post("/api/apply_for_job", { accessToken: candidate.token, jobId: job })).statusCode).toBe(
      200,
    );
    const pipeline = (await post("/api/job_pipeline", { authToken: employer.token, jobId: job })).json();
    const mine = pipeline.data.find((a: { applicantEmail: string }) => a.applicantEmail === candidate.email);
    expect(mine).toMatchObject({ applicantName: "Grace Hopper", source: "profile", stage: "applied" });

    const silent = await move(employer, [mine.applicationId], "hired");
    expect(silent.json()).toEqual({ message: "1 application moved to Hired.", moved: 1, mailed: 0 });
    const quiet = await move(employer, [mine.applicationId], "rejected", {
      reason: "Withdrew",
      sendMail: false,
    });
    expect(quiet.json().mailed).toBe(0);
    const queued = await ctx.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, candidate.email));
    // Only the receipt of applying (receipts.test.ts), no stage mail.
    expect(queued.map((mail) => mail.subject)).toEqual(["Your application has been received"]);

    const hired = await move(employer, [mine.applicationId], "hired", { sendMail: true });
    expect(hired.json()).toEqual({ message: "1 application moved to Hired.", moved: 1, mailed: 1 });
    await ctx.t.app.mailer.flush();
    await ctx.smtp.waitForMail(candidate.email);
    // Besides the receipt of applying (receipts.test.ts).
    const mail = ctx.smtp.mails.find(
      (sent) => sent.to === candidate.email && sent.subject !== "Your application has been received",
    );
    expect(mail?.subject).toBe("Welcome aboard");
    expect(mail?.text).toBe(
      "Hello,\n\nWe are delighted to confirm that you have been hired for Platform Engineer at Bluepeak.\n\nThe team will be in touch with you shortly about the next steps.\n\nAutomation Controller\n",
    );
    // Leaving Rejected clears its reason.
    const details = (
      await post("/api/application_details", { authToken: employer.token, applicationId: mine.applicationId })
    ).json();
    expect(details).toMatchObject({ stage: "hired", rejectionReason: "" });
    expect(details.history.map((h: { toStage: string }) => h.toStage)).toEqual([
      "hired",
      "rejected",
      "hired",
    ]);
  });
});
