import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStageChanges, applications, applicationWithdrawals, profiles } from "#api/db/schema.ts";
import { accountWithSession, hiringCast } from "#api/testing/accounts.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = Awaited<ReturnType<typeof accountWithSession>>;
const DAY = 24 * 3600 * 1000;
const start = new Date("2026-10-01T09:00:00Z").getTime();
const day = (n: number) => new Date(start + n * DAY);

// A job's hiring report (docs/decisions/093-hiring-report.md): made from rows written here with
// known dates, so every figure below is worked out by hand.
describe.each(databaseKinds())("the hiring report on %s", (kind) => {
  let t: TestApp;
  let employer: Account;
  let otherEmployer: Account;
  let admin: Account;
  let jobId: number;
  const postJob = (title: string) => postedJob(t.database.db, employer.id, { title }, day(0));
  /** The stage history of an application that moved along `path` ([stage, day] pairs) from Applied. */
  const movesAlong = async (applicationId: string, path: [string, number][]) => {
    let from = "applied";
    for (const [to, at] of path) {
      await t.database.db
        .insert(applicationStageChanges)
        .values({ applicationId, fromStage: from, toStage: to, createdAt: day(at) });
      from = to;
    }
  };
  const report = (token: string | undefined, id = jobId) =>
    t.app.inject({ method: "POST", url: "/api/hiring_report", payload: { authToken: token, jobId: id } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    ({ employer, otherEmployer, admin } = await hiringCast(db));
    jobId = await postJob("Data Engineer");
    // Twelve applications. Paths (days after 1 October at which each move happened):
    //  a1..a6  profile, female:  applied(0) → screening(2) → interview(5) → offer(9) → hired(10)   [a1]
    //                                        applied(0) → screening(2) → interview(5)               [a2, a3]
    //                                        applied(0) → screening(4) → rejected(6)                 [a4]
    //                                        applied(0) → rejected(1)                                [a5, a6]
    //  a7..a9  profile, male:    applied(0) → screening(3)                                          [a7, a8]
    //                                        applied(0)                                              [a9]
    //  a10     profile, no answer: applied(0) → interview(1)  (skips Screening)
    //  a11,a12 resume only:      applied(0)
    const people = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const account = await accountWithSession(db);
        const gender = i < 6 ? "female" : i < 9 ? "male" : null;
        await db.insert(profiles).values({ userId: account.id, gender }).onConflictDoUpdate({
          target: profiles.userId,
          set: { gender },
        });
        return account.id;
      }),
    );
    const paths: [string, number][][] = [
      [
        ["screening", 2],
        ["interview", 5],
        ["offer", 9],
        ["hired", 10],
      ],
      [
        ["screening", 2],
        ["interview", 5],
      ],
      [
        ["screening", 2],
        ["interview", 5],
      ],
      [
        ["screening", 4],
        ["rejected", 6],
      ],
      [["rejected", 1]],
      [["rejected", 1]],
      [["screening", 3]],
      [["screening", 3]],
      [],
      [["interview", 1]],
      [],
      [],
    ];
    for (const [i, path] of paths.entries()) {
      const last = path.at(-1)?.[0] ?? "applied";
      const [row] = await db
        .insert(applications)
        .values({
          jobId,
          userId: people[i] ?? null,
          withProfile: i < 10,
          stage: last,
          createdAt: day(0),
        })
        .returning({ id: applications.id });
      await movesAlong(row?.id as string, path);
    }
  });
  afterAll(() => t.close());

  it("shows the employer each stage's reach, pass-through, count now, rejections and median days, and the sources", async () => {
    const answer = await report(employer.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      jobId,
      jobTitle: "Data Engineer",
      total: 12,
      withdrawn: 0,
      eeo: null,
      // a1: applied on day 0, hired on day 10.
      timeToHire: { hires: 1, medianDays: 10 },
    });
    expect(body.stages).toEqual([
      // 7 reached Screening or later: a1–a4, a7, a8, and a10, which skipped to Interview.
      {
        key: "applied",
        name: "Applied",
        reached: 12,
        passedOn: 0.583,
        now: 3,
        rejectedHere: 2,
        withdrawnHere: 0,
        medianDays: 2,
      },
      {
        key: "screening",
        name: "Screening",
        reached: 7,
        passedOn: 0.571,
        now: 2,
        rejectedHere: 1,
        withdrawnHere: 0,
        medianDays: 3,
      },
      {
        key: "interview",
        name: "Interview",
        reached: 4,
        passedOn: 0.25,
        now: 3,
        rejectedHere: 0,
        withdrawnHere: 0,
        medianDays: 4,
      },
      {
        key: "offer",
        name: "Offer",
        reached: 1,
        passedOn: 1,
        now: 0,
        rejectedHere: 0,
        withdrawnHere: 0,
        medianDays: 1,
      },
      {
        key: "hired",
        name: "Hired",
        reached: 1,
        passedOn: null,
        now: 1,
        rejectedHere: 0,
        withdrawnHere: 0,
        medianDays: null,
      },
      {
        key: "rejected",
        name: "Rejected",
        reached: 3,
        passedOn: null,
        now: 3,
        rejectedHere: 0,
        withdrawnHere: 0,
        medianDays: null,
      },
    ]);
    expect(body.sources).toEqual([
      { source: "profile", applications: 10, hired: 1 },
      { source: "resume", applications: 2, hired: 0 },
    ]);
  });

  it("shows an admin the EEO answers in aggregate, hiding every group of one to four people", async () => {
    const answer = await report(admin.token);
    expect(answer.statusCode).toBe(200);
    const { gender, ethnicity } = answer.json().eeo;
    const nobody = { applied: 0, screening: 0, interview: 0, offer: 0, hired: 0 };
    expect(gender).toEqual([
      { group: "male", applied: null, reached: null },
      {
        group: "female",
        applied: 6,
        reached: { applied: 6, screening: 4, interview: 3, offer: 1, hired: 1 },
      },
      { group: "non-binary", applied: 0, reached: nobody },
      { group: "prefer not to answer", applied: 0, reached: nobody },
      // a10 gave no answer; the two resume-only applications have no profile.
      { group: "Not given", applied: null, reached: null },
    ]);
    // Nobody answered the ethnicity question: everyone is "Not given", a group of 12.
    expect(ethnicity.at(-1)).toEqual({
      group: "Not given",
      applied: 12,
      reached: { applied: 12, screening: 7, interview: 4, offer: 1, hired: 1 },
    });
    expect(ethnicity.slice(0, -1).map((g: { applied: number }) => g.applied)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it("hides a second group when one hidden group could be worked out from the total", async () => {
    const db = t.database.db;
    const small = await postJob("Analyst");
    for (const gender of ["female", "female", "female", "female", "female", "male"]) {
      const account = await accountWithSession(db);
      await db.insert(profiles).values({ userId: account.id, gender });
      await db
        .insert(applications)
        .values({ jobId: small, userId: account.id, withProfile: true, createdAt: day(0) });
    }
    const answer = await report(admin.token, small);
    expect(answer.json().total).toBe(6);
    // One man alone would be hidden, but 6 − 5 women = 1: the women's count is hidden too.
    expect(
      answer.json().eeo.gender.map((g: { group: string; applied: number | null }) => [g.group, g.applied]),
    ).toEqual([
      ["male", null],
      ["female", null],
      ["non-binary", 0],
      ["prefer not to answer", 0],
      ["Not given", 0],
    ]);
  });

  it("counts a withdrawn application up to the stage it was withdrawn from, and the median time to hire", async () => {
    const db = t.database.db;
    const designer = await postJob("Designer");
    // Three hires: applied on day 0, hired on days 7, 4 and 9 (median 7); b2 skipped Interview and
    // b3 went straight to Hired. Three withdrawals: from Screening, Applied and Interview.
    const hires: [string, number][][] = [
      [
        ["screening", 1],
        ["interview", 3],
        ["hired", 7],
      ],
      [
        ["screening", 2],
        ["hired", 4],
      ],
      [["hired", 9]],
    ];
    for (const path of hires) {
      const [row] = await db
        .insert(applications)
        .values({ jobId: designer, userId: null, withProfile: false, stage: "hired", createdAt: day(0) })
        .returning({ id: applications.id });
      await movesAlong(row?.id as string, path);
    }
    for (const stage of ["screening", "applied", "interview"])
      await db.insert(applicationWithdrawals).values({
        applicationId: randomUUID(),
        jobId: designer,
        userId: null,
        stage,
        appliedAt: day(0),
        withdrawnAt: day(5),
      });
    const answer = await report(employer.token, designer);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ total: 3, withdrawn: 3, timeToHire: { hires: 3, medianDays: 7 } });
    expect(
      body.stages.map((s: { key: string; reached: number; withdrawnHere: number }) => [
        s.key,
        s.reached,
        s.withdrawnHere,
      ]),
    ).toEqual([
      ["applied", 6, 1],
      ["screening", 5, 1],
      ["interview", 4, 1],
      ["offer", 3, 0],
      ["hired", 3, 0],
      ["rejected", 0, 0],
    ]);
    // The admin's groups count the withdrawn applications too: all six gave no answer.
    const groups = (await report(admin.token, designer)).json().eeo.ethnicity;
    expect(groups.at(-1)).toEqual({
      group: "Not given",
      applied: 6,
      reached: { applied: 6, screening: 5, interview: 4, offer: 3, hired: 3 },
    });
  });

  it("is refused to another employer and to a visitor", async () => {
    expect((await report(otherEmployer.token)).statusCode).toBe(403);
    expect((await report(undefined)).statusCode).toBe(401);
    const missing = await report(employer.token, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
  });
});
