import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "#api/db/schema.ts";
import { createJobs } from "#api/modules/job-posts/public.ts";
import { type accountWithSession, hiringCast } from "#api/testing/accounts.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = Awaited<ReturnType<typeof accountWithSession>>;
const none = { applied: 0, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 };
const between = (screening: number, interview: number, offer: number) => [
  { name: "Screening", applications: screening },
  { name: "Interview", applications: interview },
  { name: "Offer", applications: offer },
];

describe.each(databaseKinds())("the hiring overview on %s", (kind) => {
  let t: TestApp;
  let employer: Account;
  let otherEmployer: Account;
  let admin: Account;
  let candidate: Account;
  let jobs: number[];
  const overview = (token: string | undefined, page = 1) =>
    t.app.inject({ method: "POST", url: "/api/hiring_overview", payload: { authToken: token, page } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    ({ employer, otherEmployer, admin, candidate } = await hiringCast(db));
    const job = (title: string, owner: Account, daysAgo: number) => ({
      title,
      companyName: "Acme",
      location: "Remote",
      descriptionHtml: "<p>x</p>",
      postedByUserId: owner.id,
      postedAt: new Date(Date.now() - daysAgo * 24 * 3600 * 1000),
    });
    jobs = await createJobs(
      db,
      [
        job("Older job", employer, 3),
        job("Newer job", employer, 1),
        job("Someone else's job", otherEmployer, 2),
      ],
      new Date(),
    );
    const [older, , foreign] = jobs as [number, number, number];
    await db.insert(applications).values([
      { jobId: older, stage: "applied" },
      { jobId: older, stage: "applied" },
      { jobId: older, stage: "interview" },
      { jobId: older, stage: "rejected", rejectionReason: "Too junior" },
      { jobId: foreign, stage: "hired" },
    ]);
  });
  afterAll(() => t.close());

  it("counts the employer's own jobs' applications per stage, newest job first", async () => {
    const answer = await overview(employer.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      data: [
        {
          jobId: jobs[1],
          jobTitle: "Newer job",
          companyName: "Acme",
          status: "open",
          total: 0,
          stages: none,
          between: between(0, 0, 0),
        },
        {
          jobId: jobs[0],
          jobTitle: "Older job",
          companyName: "Acme",
          status: "open",
          total: 4,
          stages: { ...none, applied: 2, interview: 1, rejected: 1 },
          between: between(0, 1, 0),
        },
      ],
      total: 2,
      totalPages: 1,
    });
  });

  it("names a job's own stages between Applied and Hired, in its order, with their counts", async () => {
    const [, newer] = jobs as [number, number, number];
    const call = async (url: string, payload: object) => {
      const answer = await t.app.inject({
        method: "POST",
        url,
        payload: { authToken: employer.token, ...payload },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const { version } = await call("/api/job_stages", { jobId: newer });
    await call("/api/save_job_stages", {
      jobId: newer,
      version,
      stages: [
        { key: "interview", name: "Interview", shownToCandidates: true },
        { key: "", name: "Take-home task", shownToCandidates: false },
      ],
      reassign: [],
    });
    const { stages } = await call("/api/job_stages", { jobId: newer });
    const takeHome = stages.find((stage: { name: string }) => stage.name === "Take-home task").key;
    await t.database.db.insert(applications).values([
      { jobId: newer, stage: takeHome },
      { jobId: newer, stage: takeHome },
      { jobId: newer, stage: "interview" },
    ]);
    const [row] = (await overview(employer.token)).json().data;
    expect(row).toMatchObject({
      jobTitle: "Newer job",
      total: 3,
      between: [
        { name: "Interview", applications: 1 },
        { name: "Take-home task", applications: 2 },
      ],
    });
  });

  it("shows an admin every job, another employer only theirs, and refuses candidates and visitors", async () => {
    const all = (await overview(admin.token)).json();
    expect(all.total).toBe(3);
    expect(all.data.map((job: { jobTitle: string }) => job.jobTitle)).toEqual([
      "Newer job",
      "Someone else's job",
      "Older job",
    ]);
    const theirs = (await overview(otherEmployer.token)).json();
    expect(theirs.data).toEqual([
      expect.objectContaining({ jobTitle: "Someone else's job", total: 1, stages: { ...none, hired: 1 } }),
    ]);
    expect((await overview(candidate.token)).statusCode).toBe(403);
    expect((await overview(undefined)).statusCode).toBe(401);
    expect((await overview(employer.token, 2)).json()).toEqual({ data: [], total: 2, totalPages: 1 });
  });
});
