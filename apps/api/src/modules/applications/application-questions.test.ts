import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationStageChanges, applications, mailOutbox } from "#api/db/schema.ts";
import { deliverDueMail, type MailMessage } from "#api/platform/mail/outbox.ts";
import { applying, resumeOnlyBody } from "#api/testing/applying.ts";
import { type HiringCast, withHiringTestApp } from "#api/testing/hiring-test-app.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = HiringCast["employer"];
type Question = { questionId: string; label: string; kind: string; disqualifyingAnswer?: string | null };

const HOUR = 3600 * 1000;

// Application questions and knock-outs (docs/decisions/073-application-questions-and-knock-outs.md).
describe.each(databaseKinds())("application questions on %s", (kind) => {
  const ctx = withHiringTestApp(kind, { KNOCK_OUT_MAIL_DELAY_HOURS: "48" });
  const { post, newJob: jobBy, candidate } = applying(() => ctx.t, 73);
  const newJob = () => jobBy({ postedByUserId: ctx.cast.employer.id });
  const save = (actor: Account, jobId: number, questions: object[]) =>
    post("/api/save_job_questions", { authToken: actor.token, jobId, questions });
  const pipelineOf = async (jobId: number) =>
    (await post("/api/job_pipeline", { authToken: ctx.cast.employer.token, jobId })).json().data as {
      applicationId: string;
      applicantEmail: string;
      stage: string;
    }[];
  const detailsOf = async (applicationId: string) =>
    (await post("/api/application_details", { authToken: ctx.cast.employer.token, applicationId })).json();

  /** A job asking: a required yes/no knock-out ("no" rejects), an optional choice, a required text. */
  async function jobWithQuestions() {
    const jobId = await newJob();
    const saved = await save(ctx.cast.employer, jobId, [
      {
        kind: "yes_no",
        label: "Are you allowed to work in the EU?",
        required: true,
        disqualifyingAnswer: "no",
      },
      { kind: "choice", label: "Years with TypeScript", choices: ["0-2", "3-5", "6+"] },
      { kind: "short_text", label: "Your notice period", required: true },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [eu, years, notice] = saved.json().data as Question[];
    if (!eu || !years || !notice) throw new Error("questions not saved");
    return { jobId, eu, years, notice };
  }

  it("saves the employer's questions in order and shows applicants no knock-out answer", async () => {
    const { jobId } = await jobWithQuestions();
    expect(saved(await post("/api/job_questions", { authToken: ctx.cast.employer.token, jobId }))).toEqual([
      ["yes_no", "Are you allowed to work in the EU?", true, [], "no"],
      ["choice", "Years with TypeScript", false, ["0-2", "3-5", "6+"], null],
      ["short_text", "Your notice period", true, [], null],
    ]);
    const asked = await post("/api/application_questions", { jobId });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.map((q: object) => Object.keys(q).sort())).toEqual(
      Array(3).fill(["choices", "kind", "label", "questionId", "required"]),
    );
    expect(JSON.stringify(asked.json())).not.toContain("disqualifying");
  });

  it("refuses questions that cannot work, saying why", async () => {
    const jobId = await newJob();
    /** The message a person reads beside each refused field. */
    const refused = async (question: object) => {
      const answer = await save(ctx.cast.employer, jobId, [question]);
      expect(answer.statusCode).toBe(400);
      return answer.json().fields as Record<string, string>;
    };
    expect(await refused({ kind: "choice", label: "Pick", choices: ["only"] })).toEqual({
      "questions.0.choices": "A one-choice question needs at least two choices.",
    });
    expect(await refused({ kind: "choice", label: "Pick", choices: ["a", "A"] })).toEqual({
      "questions.0.choices": "Each choice must be different.",
    });
    expect(
      await refused({ kind: "choice", label: "Pick", choices: ["a", "b"], disqualifyingAnswer: "c" }),
    ).toEqual({
      "questions.0.disqualifyingAnswer": "The disqualifying answer must be one of the question's answers.",
    });
    expect(await refused({ kind: "yes_no", label: "Sure?", disqualifyingAnswer: "maybe" })).toEqual({
      "questions.0.disqualifyingAnswer": "The disqualifying answer must be one of the question's answers.",
    });
    expect(await refused({ kind: "short_text", label: "Why?", disqualifyingAnswer: "no" })).toEqual({
      "questions.0.disqualifyingAnswer": "A short text question cannot have a disqualifying answer.",
    });
    expect(await refused({ kind: "short_text", label: "  " })).toEqual({
      "questions.0.label": "Write the question.",
    });
    expect(await refused({ kind: "essay", label: "Why?" })).toEqual({
      "questions.0.kind": "Choose the kind of question: short text, yes / no or one choice.",
    });
    expect(
      (await post("/api/job_questions", { authToken: ctx.cast.employer.token, jobId })).json().data,
    ).toEqual([]);
  });

  it("lets only the job's employer and admins read and change its questions", async () => {
    const { jobId } = await jobWithQuestions();
    const one = [{ kind: "short_text", label: "Why us?" }];
    expect((await save(ctx.cast.otherEmployer, jobId, one)).statusCode).toBe(403);
    expect((await save(ctx.cast.candidate, jobId, one)).statusCode).toBe(403);
    expect((await post("/api/save_job_questions", { jobId, questions: one })).statusCode).toBe(401);
    expect(
      (await post("/api/job_questions", { authToken: ctx.cast.otherEmployer.token, jobId })).statusCode,
    ).toBe(403);
    expect((await save(ctx.cast.admin, jobId, one)).statusCode).toBe(200);
    expect(saved(await post("/api/job_questions", { authToken: ctx.cast.employer.token, jobId }))).toEqual([
      ["short_text", "Why us?", false, [], null],
    ]);
  });

  it("checks the answers on the server with messages the applicant reads", async () => {
    const { jobId, eu, years, notice } = await jobWithQuestions();
    const ada = await candidate();
    const apply = async (answers: object[]) => {
      const answer = await post("/api/apply_for_job", { accessToken: ada.token, jobId, answers });
      return [answer.statusCode, answer.json().message];
    };
    expect(await apply([{ questionId: eu.questionId, answer: "yes" }])).toEqual([
      400,
      "Please answer “Your notice period”.",
    ]);
    expect(
      await apply([
        { questionId: eu.questionId, answer: "perhaps" },
        { questionId: notice.questionId, answer: "1 month" },
      ]),
    ).toEqual([400, "Answer “Are you allowed to work in the EU?” with yes or no."]);
    expect(
      await apply([
        { questionId: eu.questionId, answer: "yes" },
        { questionId: years.questionId, answer: "20" },
        { questionId: notice.questionId, answer: "1 month" },
      ]),
    ).toEqual([400, "Choose one of the offered answers to “Years with TypeScript”."]);
    expect(
      await apply([
        { questionId: eu.questionId, answer: "yes" },
        { questionId: notice.questionId, answer: "1 month" },
        { questionId: "7c9e6679-7425-40de-944b-e07fc1f90ae7", answer: "x" },
      ]),
    ).toEqual([400, "One of the answers is to a question this job does not ask."]);
    // Nothing was stored by the refused tries.
    expect(await ctx.t.database.db.select().from(applications).where(eq(applications.jobId, jobId))).toEqual(
      [],
    );
  });

  it("shows the employer the answers of a profile and of a resume-only application", async () => {
    const { jobId, eu, years, notice } = await jobWithQuestions();
    const ada = await candidate();
    const withProfile = await post("/api/apply_for_job", {
      accessToken: ada.token,
      jobId,
      answers: [
        { questionId: notice.questionId, answer: " 1 month " },
        { questionId: eu.questionId, answer: "Yes" },
        { questionId: years.questionId, answer: "3-5" },
      ],
    });
    expect(withProfile.statusCode, withProfile.body).toBe(200);
    const visitor = await post("/api/apply_for_job_resume_only", {
      jobId,
      fileName: "cv.pdf",
      resumeData: dataUrl(samplePdf("Grace Hopper")),
      email: "grace-q@example.com",
      answers: [
        { questionId: eu.questionId, answer: "yes" },
        { questionId: notice.questionId, answer: "Two weeks" },
      ],
    });
    expect(visitor.statusCode, visitor.body).toBe(200);
    const byEmail = Object.fromEntries((await pipelineOf(jobId)).map((a) => [a.applicantEmail, a]));
    const adaRow = (await pipelineOf(jobId)).find((a) => a.applicantEmail !== "grace-q@example.com");
    expect((await detailsOf(adaRow?.applicationId ?? "")).answers).toEqual([
      { label: "Are you allowed to work in the EU?", answer: "yes", knockedOut: false },
      { label: "Years with TypeScript", answer: "3-5", knockedOut: false },
      { label: "Your notice period", answer: "1 month", knockedOut: false },
    ]);
    expect((await detailsOf(byEmail["grace-q@example.com"]?.applicationId ?? "")).answers).toEqual([
      { label: "Are you allowed to work in the EU?", answer: "yes", knockedOut: false },
      { label: "Your notice period", answer: "Two weeks", knockedOut: false },
    ]);
    // Editing the questions later keeps what the applicant answered to.
    expect(
      (await save(ctx.cast.employer, jobId, [{ kind: "short_text", label: "Start date" }])).statusCode,
    ).toBe(200);
    expect((await detailsOf(adaRow?.applicationId ?? "")).answers[0]).toEqual({
      label: "Are you allowed to work in the EU?",
      answer: "yes",
      knockedOut: false,
    });
  });

  it("rejects a knock-out answer at once and mails the candidate only after 48 hours", async () => {
    const { jobId, eu, notice } = await jobWithQuestions();
    const ada = await candidate();
    const before = Date.now();
    const applied = await post("/api/apply_for_job", {
      accessToken: ada.token,
      jobId,
      answers: [
        { questionId: eu.questionId, answer: "no" },
        { questionId: notice.questionId, answer: "3 months" },
      ],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [row] = await pipelineOf(jobId);
    expect(row?.stage).toBe("rejected");
    const details = await detailsOf(row?.applicationId ?? "");
    expect(details.rejectionReason).toBe("Knock-out question: “Are you allowed to work in the EU?”.");
    expect(details.answers[0]).toEqual({
      label: "Are you allowed to work in the EU?",
      answer: "no",
      knockedOut: true,
    });
    const history = await ctx.t.database.db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, row?.applicationId ?? ""));
    expect(history).toMatchObject([
      { fromStage: "applied", toStage: "rejected", movedByEmail: "", mailed: true },
    ]);

    const toAda = await ctx.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, ada.email));
    expect(toAda.map((m) => m.subject).sort()).toEqual([
      "An update on your application",
      "Your application has been received",
    ]);
    const queued = toAda.find((m) => m.subject === "An update on your application");
    const waits = (queued?.nextAttemptAt.getTime() ?? 0) - (queued?.createdAt.getTime() ?? 0);
    expect(waits).toBe(48 * HOUR);

    const sent: MailMessage[] = [];
    const transport = { kind: "dev-mailbox" as const, send: async (m: MailMessage) => void sent.push(m) };
    await deliverDueMail(ctx.t.database.db, transport, "site@example.com", new Date(before + 47 * HOUR));
    // The rejection waits (the receipt, queued at once, may already have gone through the app's own outbox).
    const rejectionsTo = (address: string) =>
      sent.filter((m) => m.to === address && m.subject === "An update on your application");
    expect(rejectionsTo(ada.email)).toEqual([]);
    await deliverDueMail(
      ctx.t.database.db,
      transport,
      "site@example.com",
      new Date(before + 48 * HOUR + 60_000),
    );
    expect(rejectionsTo(ada.email)).toHaveLength(1);
  });

  it("rejects a resume-only knock-out too: confirmation now, the rejection after the delay", async () => {
    const jobId = await newJob();
    const saved = await save(ctx.cast.employer, jobId, [
      {
        kind: "choice",
        label: "Where do you live?",
        choices: ["EU", "Elsewhere"],
        disqualifyingAnswer: "Elsewhere",
      },
    ]);
    const [where] = saved.json().data as Question[];
    const address = `knocked-${Date.now()}@example.com`;
    const applied = await post("/api/apply_for_job_resume_only", {
      ...resumeOnlyBody(jobId, address),
      answers: [{ questionId: where?.questionId, answer: "Elsewhere" }],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await pipelineOf(jobId)).map((a) => a.stage)).toEqual(["rejected"]);
    const mails = await ctx.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    const delays = mails
      .map((m) => [m.subject, (m.nextAttemptAt.getTime() - m.createdAt.getTime()) / HOUR])
      .sort();
    expect(delays).toEqual([
      ["An update on your application", 48],
      ["Your application has been received", 0],
    ]);
  });

  it("never sends a knock-out's waiting rejection once the employer moves the application on (decision 092)", async () => {
    const { jobId, eu, notice } = await jobWithQuestions();
    const ada = await candidate();
    const address = `second-look-${Date.now()}@example.com`;
    const before = Date.now();
    const answers = [
      { questionId: eu.questionId, answer: "no" },
      { questionId: notice.questionId, answer: "3 months" },
    ];
    expect((await post("/api/apply_for_job", { accessToken: ada.token, jobId, answers })).statusCode).toBe(
      200,
    );
    const resumeOnly = await post("/api/apply_for_job_resume_only", {
      ...resumeOnlyBody(jobId, address),
      answers,
    });
    expect(resumeOnly.statusCode, resumeOnly.body).toBe(200);
    const rows = await pipelineOf(jobId);
    expect(rows.map((a) => a.stage)).toEqual(["rejected", "rejected"]);
    const moved = await post("/api/move_applications", {
      authToken: ctx.cast.employer.token,
      applicationIds: rows.map((a) => a.applicationId),
      stage: "screening",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const sent: MailMessage[] = [];
    const transport = { kind: "dev-mailbox" as const, send: async (m: MailMessage) => void sent.push(m) };
    await deliverDueMail(ctx.t.database.db, transport, "site@example.com", new Date(before + 49 * HOUR));
    // Their receipts and the move's status mail may go (or have gone through the app's own outbox).
    const toThem = sent.filter((m) => [ada.email, address].includes(m.to)).map((m) => m.subject);
    expect(toThem).not.toContain("An update on your application");
    const waiting = await ctx.t.database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    expect(
      waiting.filter(
        (m) => m.subject === "An update on your application" && [ada.email, address].includes(m.toAddress),
      ),
    ).toEqual([]);
  });

  it("does not reject an answer that is not the disqualifying one", async () => {
    const { jobId, eu, notice } = await jobWithQuestions();
    const ada = await candidate();
    await post("/api/apply_for_job", {
      accessToken: ada.token,
      jobId,
      answers: [
        { questionId: eu.questionId, answer: "yes" },
        { questionId: notice.questionId, answer: "none" },
      ],
    });
    expect((await pipelineOf(jobId)).map((a) => a.stage)).toEqual(["applied"]);
    // The receipt only (decision 075): no rejection.
    const toAda = await ctx.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, ada.email));
    expect(toAda.map((m) => m.subject)).toEqual(["Your application has been received"]);
  });
});

/** A saved list as [kind, label, required, choices, disqualifyingAnswer] rows. */
function saved(answer: { json: () => { data: (Question & { required: boolean; choices: string[] })[] } }) {
  return answer.json().data.map((q) => [q.kind, q.label, q.required, q.choices, q.disqualifyingAnswer]);
}
