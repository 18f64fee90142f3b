import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedJobs } from "#api/db/schema.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { createTestApp, postFromFreshAddresses, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { createJobs } from "./create-job.ts";

const NOW = new Date("2026-11-23T12:00:00.000Z");

// Saved jobs (docs/decisions/033-faceted-search-and-saved-jobs.md): every call acts on the
// session's own user; nobody sees or changes another's list.
describe.each(databaseKinds())("saved jobs on %s", (kind) => {
  let t: TestApp;
  let jobIds: number[];
  let ada: { id: string; token: string };
  let bob: { id: string; token: string };
  // Each call from its own address: the per-address limit has its own test (security/ip-limits).
  const post = postFromFreshAddresses(() => t, 153);
  const listOf = async (accessToken: string, extra: object = {}) => {
    const answer = await post("/api/saved_jobs", { accessToken, ...extra });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data as { jobId: number }[]).map((job) => job.jobId);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, undefined, { clock: () => NOW });
    jobIds = await createJobs(
      t.database.db,
      ["Platform Engineer", "Data Engineer", "Closed Role"].map((title, index) => ({
        title,
        companyName: "Acme",
        location: "Berlin, Germany",
        descriptionHtml: "<p>Join us.</p>",
        workplace: "remote" as const,
        employmentType: "full_time" as const,
        status: index === 2 ? ("closed" as const) : ("open" as const),
      })),
      NOW,
    );
    ada = await accountWithSession(t.database.db, "candidate");
    bob = await accountWithSession(t.database.db, "candidate");
  });
  afterAll(() => t.close());

  it("saves, lists the latest saved first, saves again without a second row, and removes", async () => {
    const [platform, data] = jobIds as [number, number];
    const saved = await post("/api/save_job", { accessToken: ada.token, jobId: platform });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: "Job saved." });
    // The first one was saved a minute earlier.
    await t.database.db
      .update(savedJobs)
      .set({ createdAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(savedJobs.userId, ada.id));
    expect((await post("/api/save_job", { accessToken: ada.token, jobId: data })).statusCode).toBe(200);
    expect((await post("/api/save_job", { accessToken: ada.token, jobId: `${platform}` })).statusCode).toBe(
      200,
    );
    expect(await listOf(ada.token)).toEqual([data, platform]);

    const answer = await post("/api/saved_jobs", { accessToken: ada.token });
    expect(answer.json().data[0]).toEqual({
      jobId: data,
      jobTitle: "Data Engineer",
      companyName: "Acme",
      jobLocation: "Berlin, Germany",
      jobSalary: "",
      companyIconUrl: "",
      postedDate: "2026-11-23T12:00:00.000Z",
      employmentType: "full_time",
      workplace: "remote",
      seniority: "mid",
      savedAt: "2026-11-23T12:00:00.000Z",
      status: "open",
    });

    const removed = await post("/api/unsave_job", { accessToken: ada.token, jobId: platform });
    expect(removed.json()).toEqual({ message: "Job removed from your saved jobs." });
    expect((await post("/api/unsave_job", { accessToken: ada.token, jobId: platform })).statusCode).toBe(200);
    expect(await listOf(ada.token)).toEqual([data]);
  });

  it("keeps each candidate's list to themselves: another's list is neither seen nor changed", async () => {
    const [, data, closed] = jobIds as [number, number, number];
    expect(await listOf(ada.token)).toEqual([data]);
    expect(await listOf(bob.token)).toEqual([]);
    // A body naming Ada is still Bob's own list: the session decides, not the body.
    expect(await listOf(bob.token, { userId: ada.id })).toEqual([]);

    expect(
      (await post("/api/unsave_job", { accessToken: bob.token, jobId: data, userId: ada.id })).statusCode,
    ).toBe(200);
    expect(await listOf(ada.token)).toEqual([data]);

    expect((await post("/api/save_job", { accessToken: bob.token, jobId: closed })).statusCode).toBe(200);
    expect(await listOf(bob.token)).toEqual([closed]);
    expect(await listOf(ada.token)).toEqual([data]);
    const bobs = await post("/api/saved_jobs", { accessToken: bob.token });
    expect(bobs.json().data[0]).toMatchObject({ jobTitle: "Closed Role", status: "closed" });
  });

  it("needs a session, and a job that exists", async () => {
    const noSession = await post("/api/save_job", { jobId: jobIds[0] });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().message).toBe("Access token not found");
    expect((await post("/api/saved_jobs", {})).statusCode).toBe(401);
    expect(
      (await post("/api/unsave_job", { accessToken: "not-a-session", jobId: jobIds[0] })).statusCode,
    ).toBe(401);
    const missing = await post("/api/save_job", { accessToken: ada.token, jobId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Job not found");
  });

  /** A new candidate, `count` new jobs titled "<title> <n>", and the first `saved` of them saved by the candidate. */
  async function candidateWithSavedJobs(title: string, count: number, saved: number) {
    const account = await accountWithSession(t.database.db, "candidate");
    const jobs = await createJobs(
      t.database.db,
      Array.from({ length: count }, (_, index) => ({
        title: `${title} ${index}`,
        companyName: "Bulk",
        location: "Remote",
        descriptionHtml: "<p>x</p>",
      })),
      NOW,
    );
    await t.database.db
      .insert(savedJobs)
      .values(jobs.slice(0, saved).map((jobId) => ({ userId: account.id, jobId, createdAt: NOW })));
    return { account, jobs };
  }

  it("keeps at most 500 saved jobs per account, in words a person reads", async () => {
    const { account: carol, jobs: many } = await candidateWithSavedJobs("Job", 501, 500);
    const refused = await post("/api/save_job", { accessToken: carol.token, jobId: many[500] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("You can keep up to 500 saved jobs. Remove some to save more.");
    // One already saved is still fine to save again.
    expect((await post("/api/save_job", { accessToken: carol.token, jobId: many[0] })).statusCode).toBe(200);
    expect(await listOf(carol.token)).toHaveLength(500);
  });

  it("never passes 500 under 30 simultaneous saves at 495 saved", async () => {
    const { account: dave, jobs: many } = await candidateWithSavedJobs("Race", 525, 495);
    const answers = await Promise.all(
      many.slice(495).map((jobId) => post("/api/save_job", { accessToken: dave.token, jobId })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(25);
    const stored = await t.database.db.select().from(savedJobs).where(eq(savedJobs.userId, dave.id));
    expect(stored).toHaveLength(500);
  });
});
