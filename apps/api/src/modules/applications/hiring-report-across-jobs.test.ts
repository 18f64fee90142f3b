import { and, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStageChanges, applications, applicationWithdrawals, jobStages } from "#api/db/schema.ts";
import { accountWithSession, hiringCast } from "#api/testing/accounts.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = Awaited<ReturnType<typeof accountWithSession>>;
const at = (iso: string) => new Date(iso);
/** The test app's clock: the default range is then 13 September – 12 October 2026. */
const NOW = at("2026-10-12T12:00:00Z");
const inRange = { from: "2026-10-05", to: "2026-10-10" };

// The report across jobs and dates (docs/decisions/110-hiring-report-across-jobs.md), from rows
// written here with known dates, so every figure is worked out by hand below.
describe.each(databaseKinds())("the hiring report across jobs on %s", (kind) => {
  let t: TestApp;
  let employer: Account;
  let otherEmployer: Account;
  let admin: Account;
  let jobA: number;
  let jobB: number;
  let jobC: number;
  const postJob = (title: string, owner: Account) =>
    postedJob(t.database.db, owner.id, { title }, at("2026-09-01T00:00:00Z"));
  /** An application received at `createdAt` that moved along `path` ([stage, ISO time] pairs). */
  const apply = async (
    jobId: number,
    createdAt: string,
    path: [string, string][],
    withProfile: boolean,
  ): Promise<void> => {
    const db = t.database.db;
    const userId = withProfile ? (await accountWithSession(db)).id : null;
    const [row] = await db
      .insert(applications)
      .values({ jobId, userId, withProfile, stage: path.at(-1)?.[0] ?? "applied", createdAt: at(createdAt) })
      .returning({ id: applications.id });
    let from = "applied";
    for (const [to, when] of path) {
      await db
        .insert(applicationStageChanges)
        .values({ applicationId: row?.id as string, fromStage: from, toStage: to, createdAt: at(when) });
      from = to;
    }
  };
  const withdrawn = (jobId: number, stage: string, appliedAt: string) =>
    t.database.db.insert(applicationWithdrawals).values({
      applicationId: crypto.randomUUID(),
      jobId,
      stage,
      appliedAt: at(appliedAt),
      withdrawnAt: at("2026-10-11T10:00:00Z"),
    });
  const report = (token: string | undefined, body: object = inRange) =>
    t.app.inject({
      method: "POST",
      url: "/api/hiring_report_across_jobs",
      payload: { authToken: token, ...body },
    });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, undefined, { clock: () => NOW });
    const db = t.database.db;
    ({ employer, otherEmployer, admin } = await hiringCast(db));
    jobA = await postJob("Platform Engineer", employer);
    jobB = await postJob("Support Lead", employer);
    jobC = await postJob("Other Employer's Job", otherEmployer);
    // Job B has a stage of its own, "Take-home", between Screening and Interview.
    await db
      .update(jobStages)
      .set({ position: sql`${jobStages.position} + 1` })
      .where(and(eq(jobStages.jobId, jobB), gte(jobStages.position, 2)));
    await db.insert(jobStages).values({ jobId: jobB, key: "take-home", name: "Take-home", position: 2 });

    // Job A. In range: a1 (the first instant of the first day), a2 (the last instant of the last
    // day), a5 and the withdrawal w1. Out: a3 (the day before), a4 (the day after), w2.
    await apply(
      jobA,
      "2026-10-05T00:00:00Z",
      [
        ["screening", "2026-10-06T00:00:00Z"],
        ["interview", "2026-10-08T00:00:00Z"],
        ["offer", "2026-10-10T00:00:00Z"],
        ["hired", "2026-10-12T00:00:00Z"],
      ],
      true,
    );
    await apply(jobA, "2026-10-10T23:59:59.999Z", [["rejected", "2026-10-11T08:00:00Z"]], false);
    await apply(jobA, "2026-10-04T23:59:59.999Z", [["hired", "2026-10-06T00:00:00Z"]], true);
    await apply(jobA, "2026-10-11T00:00:00Z", [["screening", "2026-10-11T12:00:00Z"]], true);
    await apply(jobA, "2026-10-07T12:00:00Z", [["screening", "2026-10-08T12:00:00Z"]], true);
    await withdrawn(jobA, "screening", "2026-10-06T10:00:00Z");
    await withdrawn(jobA, "interview", "2026-10-03T10:00:00Z");
    // Job B: b1 hired after 4 days (skipping Offer), b2 waits in Take-home, b3 rejected from
    // Take-home, b4 still in Applied.
    await apply(
      jobB,
      "2026-10-06T09:00:00Z",
      [
        ["screening", "2026-10-07T09:00:00Z"],
        ["take-home", "2026-10-08T09:00:00Z"],
        ["interview", "2026-10-09T09:00:00Z"],
        ["hired", "2026-10-10T09:00:00Z"],
      ],
      false,
    );
    await apply(
      jobB,
      "2026-10-06T09:00:00Z",
      [
        ["screening", "2026-10-07T09:00:00Z"],
        ["take-home", "2026-10-08T09:00:00Z"],
      ],
      true,
    );
    await apply(
      jobB,
      "2026-10-08T09:00:00Z",
      [
        ["screening", "2026-10-09T09:00:00Z"],
        ["take-home", "2026-10-09T10:00:00Z"],
        ["rejected", "2026-10-10T09:00:00Z"],
      ],
      true,
    );
    await apply(jobB, "2026-10-09T09:00:00Z", [], false);
    // Job C, another employer's: one hire in range.
    await apply(jobC, "2026-10-07T09:00:00Z", [["hired", "2026-10-09T09:00:00Z"]], true);
  });
  afterAll(() => t.close());

  const lineA = {
    jobTitle: "Platform Engineer",
    status: "open",
    received: 4,
    inProgress: 1,
    hired: 1,
    rejected: 1,
    withdrawn: 1,
    medianDaysToHire: 7,
  };
  const lineB = {
    jobTitle: "Support Lead",
    status: "open",
    received: 4,
    inProgress: 2,
    hired: 1,
    rejected: 1,
    withdrawn: 0,
    medianDaysToHire: 4,
  };

  it("gives the employer a line per own job and the totals, counting the range's first and last days and nothing outside", async () => {
    const answer = await report(employer.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect([body.from, body.to]).toEqual(["2026-10-05", "2026-10-10"]);
    // Job B was posted after job A at the same instant: higher id first.
    expect(body.jobs).toEqual([
      { jobId: jobB, ...lineB },
      { jobId: jobA, ...lineA },
    ]);
    expect(body.totals).toEqual({
      jobs: 2,
      received: 8,
      inProgress: 3,
      hired: 2,
      rejected: 2,
      withdrawn: 1,
      stages: [
        // A: a1, a2, a5, w1; B: b1–b4. 6 of 8 reached Screening or later.
        {
          key: "applied",
          name: "Applied",
          jobs: 2,
          reached: 8,
          passedOn: 0.75,
          rejectedHere: 1,
          withdrawnHere: 0,
        },
        // A: a1, a5, w1; B: b1, b2, b3 (all through Screening). 2 of 6 reached Interview.
        {
          key: "screening",
          name: "Screening",
          jobs: 2,
          reached: 6,
          passedOn: 0.333,
          rejectedHere: 0,
          withdrawnHere: 1,
        },
        {
          key: "interview",
          name: "Interview",
          jobs: 2,
          reached: 2,
          passedOn: 1,
          rejectedHere: 0,
          withdrawnHere: 0,
        },
        // b1 skipped Offer: a skipped stage counts as passed, as on a job's own report.
        { key: "offer", name: "Offer", jobs: 2, reached: 2, passedOn: 1, rejectedHere: 0, withdrawnHere: 0 },
        {
          key: "hired",
          name: "Hired",
          jobs: 2,
          reached: 2,
          passedOn: null,
          rejectedHere: 0,
          withdrawnHere: 0,
        },
      ],
      // B's Take-home: b2 is there, b3 was rejected from it.
      otherStages: { stages: 1, now: 1, rejectedHere: 1, withdrawnHere: 0 },
      sources: [
        { source: "profile", applications: 4, hired: 1 },
        { source: "resume", applications: 3, hired: 1 },
      ],
      // The median of 7 (a1) and 4 (b1), not of the jobs' medians.
      timeToHire: { hires: 2, medianDays: 5.5 },
    });
  });

  it("narrows to the jobs asked for, and refuses another employer's job and one that does not exist", async () => {
    const onlyA = (await report(employer.token, { ...inRange, jobIds: [jobA] })).json();
    expect(onlyA.jobs).toEqual([{ jobId: jobA, ...lineA }]);
    expect(onlyA.totals).toMatchObject({
      jobs: 1,
      received: 4,
      hired: 1,
      timeToHire: { hires: 1, medianDays: 7 },
    });

    const other = await report(employer.token, { ...inRange, jobIds: [jobA, jobC] });
    expect([other.statusCode, other.json().message]).toEqual([403, "This job belongs to another employer."]);
    const missing = await report(employer.token, { ...inRange, jobIds: [jobC + 1000] });
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Job not found"]);
  });

  it("shows the other employer only their own job, and an admin every job", async () => {
    const theirs = (await report(otherEmployer.token)).json();
    expect(theirs.jobs.map((line: { jobId: number }) => line.jobId)).toEqual([jobC]);
    expect(theirs.totals).toMatchObject({
      jobs: 1,
      received: 1,
      hired: 1,
      timeToHire: { hires: 1, medianDays: 2 },
    });

    const all = (await report(admin.token)).json();
    expect(all.jobs.map((line: { jobId: number }) => line.jobId)).toEqual([jobC, jobB, jobA]);
    expect(all.totals).toMatchObject({
      jobs: 3,
      received: 9,
      hired: 3,
      timeToHire: { hires: 3, medianDays: 4 },
    });
    const adminAskingC = (await report(admin.token, { ...inRange, jobIds: [jobC] })).json();
    expect(adminAskingC.totals).toMatchObject({ jobs: 1, received: 1 });
  });

  it("refuses bad dates and ranges with a message for the field", async () => {
    const cases: [object, Record<string, string>][] = [
      [
        { from: "2026-02-30", to: "2026-03-01" },
        { from: "The start date must be a date written YYYY-MM-DD, for example 2026-03-01." },
      ],
      [
        { from: "2026-03-01", to: "1 March" },
        { to: "The end date must be a date written YYYY-MM-DD, for example 2026-03-01." },
      ],
      [{ from: "2026-03-02", to: "2026-03-01" }, { to: "The start date must be on or before the end date." }],
      [{ from: "2025-03-01", to: "2026-03-02" }, { from: "Please choose at most 366 days." }],
      // With the end left out it is today (12 October 2026): a start after it is refused too.
      [{ from: "2026-10-13" }, { to: "The start date must be on or before the end date." }],
    ];
    for (const [body, fields] of cases) {
      const answer = await report(employer.token, body);
      expect([answer.statusCode, answer.json().fields]).toEqual([400, fields]);
    }
    // 366 days, both ends included, is allowed.
    expect((await report(employer.token, { from: "2025-03-02", to: "2026-03-02" })).statusCode).toBe(200);
  });

  it("answers zeros for a range without applications, and the last 30 days without a range", async () => {
    const empty = (await report(employer.token, { from: "2025-01-01", to: "2025-01-31" })).json();
    expect(empty.jobs).toEqual([
      { ...lineB, jobId: jobB, received: 0, inProgress: 0, hired: 0, rejected: 0, medianDaysToHire: null },
      {
        ...lineA,
        jobId: jobA,
        received: 0,
        inProgress: 0,
        hired: 0,
        rejected: 0,
        withdrawn: 0,
        medianDaysToHire: null,
      },
    ]);
    expect(empty.totals).toMatchObject({
      received: 0,
      hired: 0,
      otherStages: { stages: 1, now: 0, rejectedHere: 0, withdrawnHere: 0 },
      timeToHire: { hires: 0, medianDays: null },
    });
    expect(
      empty.totals.stages.map((s: { reached: number; passedOn: number | null }) => [s.reached, s.passedOn]),
    ).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);

    // 13 September – 12 October: a3, a4 and w2 count too.
    const recent = (await report(employer.token, {})).json();
    expect([recent.from, recent.to, recent.totals.received, recent.totals.hired]).toEqual([
      "2026-09-13",
      "2026-10-12",
      11,
      3,
    ]);
  });

  it("refuses a visitor and a candidate", async () => {
    expect((await report(undefined)).statusCode).toBe(401);
    const { candidate } = await hiringCast(t.database.db);
    expect((await report(candidate.token)).statusCode).toBe(403);
  });
});
