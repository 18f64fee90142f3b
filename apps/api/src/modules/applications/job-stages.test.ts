import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applicationStageChanges } from "#api/db/schema.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { resumeOnlyBody } from "#api/testing/applying.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { TEST_PUBLIC_BASE_URL } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = Awaited<ReturnType<typeof accountWithSession>>;
interface Stage {
  key: string;
  name: string;
  fixed: boolean;
  shownToCandidates: boolean;
  applications: number;
}
interface Edit {
  key?: string;
  name: string;
  shownToCandidates?: boolean;
}

/** A job's own pipeline stages (docs/decisions/083-custom-pipeline-stages.md). */
describe.each(databaseKinds())("custom pipeline stages on %s", (kind) => {
  let employer: Account;
  let otherEmployer: Account;
  let admin: Account;
  const post = (url: string, payload: object) => ctx.t.app.inject({ method: "POST", url, payload });
  const newJob = (title: string) => postedJob(ctx.t.database.db, employer.id, { title });
  const read = async (jobId: number, actor: Account = employer) => {
    const answer = await post("/api/job_stages", { authToken: actor.token, jobId });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { version: string; stages: Stage[]; removed: { key: string; name: string }[] };
  };
  const own = (stages: Stage[]): Edit[] =>
    stages
      .filter((stage) => !stage.fixed)
      .map(({ key, name, shownToCandidates }) => ({ key, name, shownToCandidates }));
  const save = (jobId: number, version: string, stages: Edit[], extra: object = {}, actor = employer) =>
    post("/api/save_job_stages", { authToken: actor.token, jobId, version, stages, ...extra });
  const columns = (stages: Stage[]) => stages.map((stage) => `${stage.name} (${stage.applications})`);
  /** A candidate who applied to `jobId` with their profile, and the application's id. */
  async function applied(jobId: number): Promise<[Account, string]> {
    const candidate = await accountWithSession(ctx.t.database.db, "candidate");
    const resume = { fileName: "cv.pdf", resume_data: dataUrl(samplePdf()) };
    expect((await post("/api/upload_resume", { accessToken: candidate.token, ...resume })).statusCode).toBe(
      200,
    );
    expect((await post("/api/apply_for_job", { accessToken: candidate.token, jobId })).statusCode).toBe(200);
    const mine = (await post("/api/my_applications", { accessToken: candidate.token })).json();
    return [candidate, mine.data[0].applicationId];
  }
  const move = (applicationIds: string[], stage: string) =>
    post("/api/move_applications", { authToken: employer.token, applicationIds, stage });

  const ctx = withMailingTestApp(kind, { PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL });
  beforeAll(async () => {
    employer = await accountWithSession(ctx.t.database.db, "employer");
    otherEmployer = await accountWithSession(ctx.t.database.db, "employer");
    admin = await accountWithSession(ctx.t.database.db, "admin");
  });

  it("gives a new job today's stages between Applied and the terminal ones", async () => {
    const job = await newJob("Defaults");
    const { stages, removed } = await read(job);
    expect(stages.map((stage) => [stage.key, stage.name, stage.fixed])).toEqual([
      ["applied", "Applied", true],
      ["screening", "Screening", false],
      ["interview", "Interview", false],
      ["offer", "Offer", false],
      ["hired", "Hired", true],
      ["rejected", "Rejected", true],
    ]);
    expect(removed).toEqual([]);
  });

  it("adds, renames and reorders stages; moves go to them and the candidate reads a shown name", async () => {
    const job = await newJob("Platform Engineer");
    const [candidate, id] = await applied(job);
    const [, second] = await applied(job);
    const { version, stages } = await read(job);
    const [screening, interview, offer] = own(stages);
    const saved = await save(job, version, [
      { ...interview, name: "Technical interview" },
      { name: "Take-home task", shownToCandidates: true },
      { ...screening, name: "Phone screen" },
      offer as Edit,
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("The stages have been saved.");
    expect(columns(saved.json().stages)).toEqual([
      "Applied (2)",
      "Technical interview (0)",
      "Take-home task (0)",
      "Phone screen (0)",
      "Offer (0)",
      "Hired (0)",
      "Rejected (0)",
    ]);
    // A rename keeps the key: nothing moved.
    expect(saved.json().stages[1].key).toBe("interview");
    const takeHome = saved.json().stages[2].key as string;
    expect(takeHome).toMatch(/^s-[0-9a-f]{12}$/);

    expect((await move([id], takeHome)).json()).toEqual({
      message: "1 application moved to Take-home task.",
      moved: 1,
      mailed: 1,
    });
    expect((await move([second], "interview")).json().message).toBe(
      "1 application moved to Technical interview.",
    );
    const mine = (await post("/api/my_applications", { accessToken: candidate.token })).json().data[0];
    expect(mine).toMatchObject({ stage: "in-review", stageName: "Take-home task" });
    expect(mine.history.map((step: { name?: string; stage: string }) => step.name ?? step.stage)).toEqual([
      "applied",
      "Take-home task",
    ]);
    await ctx.t.app.mailer.flush();
    const mail = ctx.smtp.mails.find(
      (m) => m.to === candidate.email && m.subject.startsWith("Your application:"),
    );
    expect(mail?.subject).toBe("Your application: Take-home task");
  });

  it("shows an internal stage to candidates in our words, on the tracker and the status link", async () => {
    const job = await newJob("Internal");
    const { version, stages } = await read(job);
    const added = await save(job, version, [...own(stages), { name: "Reference check" }]);
    const reference = added.json().stages.find((s: Stage) => s.name === "Reference check").key;
    const [candidate, id] = await applied(job);
    expect((await move([id], reference)).statusCode).toBe(200);
    const mine = (await post("/api/my_applications", { accessToken: candidate.token })).json().data[0];
    expect(mine.stage).toBe("in-review");
    expect(mine).not.toHaveProperty("stageName");
    expect(JSON.stringify(mine)).not.toContain("Reference");

    // A resume-only applicant's status link: the same stage, in the words of its kind.
    const applicant = `visitor-${Date.now()}@example.com`;
    await post("/api/apply_for_job_resume_only", resumeOnlyBody(job, applicant));
    await ctx.t.app.mailer.flush();
    const confirmation = ctx.smtp.mails.find((m) => m.to === applicant);
    const link = new URL(
      /https?:\/\/\S+\/application-status\?\S+/.exec(confirmation?.text ?? "")?.[0] ?? "http://x/",
    );
    const applicationId = link.searchParams.get("id") ?? "";
    const token = link.searchParams.get("token") ?? "";
    expect((await move([applicationId], reference)).statusCode).toBe(200);
    const status = await post("/api/application_status", { applicationId, token });
    expect(status.json().stage).toBe("screening");
    expect(status.json()).not.toHaveProperty("stageName");

    // Shown to candidates: the status link names it.
    const now = await read(job);
    await save(
      job,
      now.version,
      own(now.stages).map((stage) =>
        stage.key === reference ? { ...stage, shownToCandidates: true } : stage,
      ),
    );
    expect((await post("/api/application_status", { applicationId, token })).json()).toMatchObject({
      stage: "screening",
      stageName: "Reference check",
    });
  });

  it("refuses to remove a stage that holds applications until the employer says where they go", async () => {
    const job = await newJob("Removal");
    const [, id] = await applied(job);
    await move([id], "screening");
    const { version, stages } = await read(job);
    const [, interview, offer] = own(stages);
    const refused = await save(job, version, [interview as Edit, offer as Edit]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "“Screening” holds 1 application. Please choose the stage it moves to before removing it.",
    );
    expect(columns((await read(job)).stages)).toContain("Screening (1)");

    const toHired = await save(job, version, [interview as Edit, offer as Edit], {
      reassign: [{ from: "screening", to: "hired" }],
    });
    expect(toHired.statusCode).toBe(400);
    expect(toHired.json().message).toBe(
      "Applications of a removed stage can move to Applied or to a stage that stays, not to Hired or Rejected.",
    );

    const removed = await save(job, version, [interview as Edit, offer as Edit], {
      reassign: [{ from: "screening", to: "interview" }],
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().moved).toBe(1);
    expect(columns(removed.json().stages)).toEqual([
      "Applied (0)",
      "Interview (1)",
      "Offer (0)",
      "Hired (0)",
      "Rejected (0)",
    ]);
    expect(removed.json().removed).toEqual([{ key: "screening", name: "Screening" }]);
    const history = await ctx.t.database.db
      .select({ from: applicationStageChanges.fromStage, to: applicationStageChanges.toStage })
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, id));
    expect(history).toEqual([
      { from: "applied", to: "screening" },
      { from: "screening", to: "interview" },
    ]);
    // A board still showing the removed stage cannot move a card into it.
    const stale = await move([id], "screening");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(
      "This stage is not one of this job's stages any more. Please reload the page.",
    );
    // Its name is free again.
    const again = await read(job);
    expect((await save(job, again.version, [...own(again.stages), { name: "screening" }])).statusCode).toBe(
      200,
    );
  });

  it("keeps the limits: 12 stages at most, names of 1 to 40 characters, unique whatever the case", async () => {
    const job = await newJob("Limits");
    const { version } = await read(job);
    const many = Array.from({ length: 10 }, (_, i) => ({ name: `Stage ${i + 1}` }));
    const tooMany = await save(job, version, many);
    expect([tooMany.statusCode, tooMany.json().fields]).toEqual([
      400,
      { stages: "A job can have at most 12 stages, Applied, Hired and Rejected included." },
    ]);
    expect((await save(job, version, many.slice(0, 9))).statusCode).toBe(200);

    const now = (await read(job)).version;
    const cases: [Edit[], Record<string, string>][] = [
      [[{ name: "   " }], { "stages.0.name": "Please name the stage." }],
      [[{ name: "x".repeat(41) }], { "stages.0.name": "A stage name must be at most 40 characters." }],
      [
        [{ name: "Interview" }, { name: "INTERVIEW" }],
        { "stages.1.name": "Two stages cannot both be called “INTERVIEW”." },
      ],
      [
        [{ name: "hired" }],
        { "stages.0.name": "“Hired” is a stage every job has already. Please choose another name." },
      ],
    ];
    for (const [stages, fields] of cases) {
      const answer = await save(job, now, stages);
      expect([answer.statusCode, answer.json().fields]).toEqual([400, fields]);
    }
    expect((await save(job, now, [{ name: "x".repeat(40) }])).statusCode).toBe(200);
    expect(columns((await read(job)).stages)).toEqual([
      "Applied (0)",
      `${"x".repeat(40)} (0)`,
      "Hired (0)",
      "Rejected (0)",
    ]);
  });

  it("lets the job's owner and admins edit, refuses another employer, and refuses a save over a changed list", async () => {
    const job = await newJob("Permissions");
    const { version, stages } = await read(job);
    const foreign = await save(job, version, [{ name: "Mine now" }], {}, otherEmployer);
    expect([foreign.statusCode, foreign.json().message]).toEqual([
      403,
      "This job belongs to another employer.",
    ]);
    const foreignRead = await post("/api/job_stages", { authToken: otherEmployer.token, jobId: job });
    expect(foreignRead.statusCode).toBe(403);

    const byAdmin = await save(job, version, [...own(stages), { name: "Admin's stage" }], {}, admin);
    expect(byAdmin.statusCode).toBe(200);
    const stale = await save(job, version, own(stages));
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      "Someone else changed this job's stages meanwhile. Nothing was saved: please reload the stages and try again.",
    ]);
    const unknownJob = await save(2_000_000_000, version, []);
    expect([unknownJob.statusCode, unknownJob.json().message]).toEqual([404, "Job not found"]);
  });

  it("takes one of two renames made at the same time and refuses the other", async () => {
    const job = await newJob("Concurrent");
    const { version, stages } = await read(job);
    const [screening, ...rest] = own(stages);
    const answers = await Promise.all([
      save(job, version, [{ ...screening, name: "Phone screen" }, ...rest]),
      save(job, version, [{ ...screening, name: "Recruiter call" }, ...rest]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().stages[1].name;
    expect((await read(job)).stages[1]?.name).toBe(winner);
    expect(["Phone screen", "Recruiter call"]).toContain(winner);
  });
});
