import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "#api/db/schema.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { createTestApp, postFromFreshAddresses, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

// Removing an account that owns open jobs (docs/decisions/074-drafts-stages-and-reports.md).
describe.each(databaseKinds())("removing an employer who owns open jobs on %s", (kind) => {
  let t: TestApp;
  let admin: { id: string; token: string; email: string };
  const post = postFromFreshAddresses(() => t, 154);
  const ownerAndStatus = async (jobId: number) =>
    (
      await t.database.db
        .select({ owner: jobs.postedByUserId, status: jobs.status })
        .from(jobs)
        .where(eq(jobs.id, jobId))
    )[0];
  /** An employer with 2 open jobs, 1 draft and 1 closed job. */
  async function employerWithJobs() {
    const employer = await accountWithSession(t.database.db, "employer");
    const ids = [
      await postedJob(t.database.db, employer.id),
      await postedJob(t.database.db, employer.id),
      await postedJob(t.database.db, employer.id, {
        status: "draft",
        publishAt: new Date(Date.now() + 3_600_000),
      }),
      await postedJob(t.database.db, employer.id, { status: "closed" }),
    ];
    return { employer, ids };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await accountWithSession(t.database.db, "admin");
  });
  afterAll(() => t.close());

  it("states the count and refuses a removal that would leave open jobs without an owner", async () => {
    const { employer, ids } = await employerWithJobs();
    const count = await post("/api/userOpenJobs", { authToken: admin.token, inputEmail: employer.email });
    expect(count.json()).toEqual({ openJobs: 3 });

    const refused = await post("/api/removeUser", { authToken: admin.token, inputEmail: employer.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This account has 3 open jobs. Transfer them to another employer or close them before removing it.",
    );
    expect(refused.json().fields).toEqual({ openJobs: refused.json().message });
    // Nothing changed: the account and its jobs are as they were.
    expect(
      (await post("/api/selectUser", { authToken: admin.token, inputEmail: employer.email })).statusCode,
    ).toBe(200);
    expect(await ownerAndStatus(ids[0] as number)).toEqual({ owner: employer.id, status: "open" });
  });

  it("refuses a transfer to nobody, to a candidate, to a deactivated employer or to the account itself", async () => {
    const { employer } = await employerWithJobs();
    const candidate = await accountWithSession(t.database.db, "candidate");
    const gone = await accountWithSession(t.database.db, "employer");
    await post("/api/deactivateUser", { authToken: admin.token, inputEmail: gone.email });
    const remove = (extra: object) =>
      post("/api/removeUser", { authToken: admin.token, inputEmail: employer.email, ...extra });

    const missing = await remove({ openJobs: "transfer" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      transferTo: "Enter the e-mail address of the employer who takes over the jobs.",
    });
    for (const to of [candidate.email, gone.email, employer.email, "nobody@example.com"]) {
      const answer = await remove({ openJobs: "transfer", transferTo: to });
      expect(answer.statusCode, to).toBe(400);
      expect(answer.json().fields).toEqual({
        transferTo: "Jobs can be transferred only to another active employer or admin account.",
      });
    }
    const odd = await remove({ openJobs: "keep" });
    expect(odd.json().fields).toEqual({ openJobs: "Open jobs must be transfer or close." });
    expect(
      (await post("/api/userOpenJobs", { authToken: admin.token, inputEmail: employer.email })).json(),
    ).toEqual({
      openJobs: 3,
    });
  });

  it("transfers every job of the account to another employer, then removes it", async () => {
    const { employer, ids } = await employerWithJobs();
    const heir = await accountWithSession(t.database.db, "employer");
    const answer = await post("/api/removeUser", {
      authToken: admin.token,
      inputEmail: employer.email,
      openJobs: "transfer",
      transferTo: heir.email.toUpperCase(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe("The account and its data have been removed.");
    expect(await Promise.all(ids.map(ownerAndStatus))).toEqual([
      { owner: heir.id, status: "open" },
      { owner: heir.id, status: "open" },
      { owner: heir.id, status: "draft" },
      { owner: heir.id, status: "closed" },
    ]);
    const heirsJobs = await post("/api/list_my_jobs", { authToken: heir.token, page: 1 });
    expect(heirsJobs.json().total).toBe(4);
    expect(
      (await post("/api/selectUser", { authToken: admin.token, inputEmail: employer.email })).statusCode,
    ).toBe(404);
  });

  it("closes the open jobs and drafts, then removes the account", async () => {
    const { employer, ids } = await employerWithJobs();
    const answer = await post("/api/removeUser", {
      authToken: admin.token,
      inputEmail: employer.email,
      openJobs: "close",
    });
    expect(answer.statusCode).toBe(200);
    expect(await Promise.all(ids.map(ownerAndStatus))).toEqual([
      { owner: null, status: "closed" },
      { owner: null, status: "closed" },
      { owner: null, status: "closed" },
      { owner: null, status: "closed" },
    ]);
  });

  it("removes an employer without open jobs with no choice, as before", async () => {
    const employer = await accountWithSession(t.database.db, "employer");
    const closed = await postedJob(t.database.db, employer.id, { status: "closed" });
    expect(
      (await post("/api/userOpenJobs", { authToken: admin.token, inputEmail: employer.email })).json(),
    ).toEqual({
      openJobs: 0,
    });
    const answer = await post("/api/removeUser", { authToken: admin.token, inputEmail: employer.email });
    expect(answer.statusCode).toBe(200);
    expect(await ownerAndStatus(closed)).toEqual({ owner: null, status: "closed" });
  });
});
