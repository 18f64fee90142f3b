import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "#api/db/schema.ts";
import { bareJob, WRITES_AT } from "#api/testing/jobs.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { withTestDatabaseAndActors } from "#api/testing/with-test-database.ts";
import { createJobs } from "./create-job.ts";
import { listManagedJobs } from "./manage-jobs.ts";

const T = WRITES_AT;
const base = bareJob;

// The job writes' defaults and the employer's lists, called directly on a database of their own.
describe.each(databaseKinds())("job writes and the employer's lists on %s", (kind) => {
  const { db, actor } = withTestDatabaseAndActors(kind);

  it("inserts nothing for no jobs, and fills what a post leaves out", async () => {
    expect(await createJobs(db(), [], T)).toEqual([]);
    const posted = new Date("2026-01-02T03:04:05.000Z");
    const [bare, given] = await createJobs(
      db(),
      [
        base,
        {
          ...base,
          salary: "$100k",
          companyIconUrl: "https://acme.example/i.png",
          postedAt: posted,
          status: "closed",
        },
      ],
      T,
    );
    const row = async (id: number | undefined) =>
      (
        await db()
          .select()
          .from(jobs)
          .where(eq(jobs.id, id as number))
      )[0];
    expect(await row(bare)).toMatchObject({ salary: "", companyIconUrl: "", postedAt: T, status: "open" });
    expect(await row(given)).toMatchObject({
      salary: "$100k",
      companyIconUrl: "https://acme.example/i.png",
      postedAt: posted,
      status: "closed",
    });
  });

  it("lists an employer's own jobs only, every job for an admin, 20 a page with the page count", async () => {
    const employer = await actor("employer");
    const other = await actor("employer");
    const admin = await actor("admin");
    const day = (n: number) => new Date(T.getTime() - n * 86_400_000);
    await createJobs(
      db(),
      Array.from({ length: 21 }, (_, i) => ({
        ...base,
        title: `Job ${i}`,
        postedAt: day(i),
        postedByUserId: employer.userId,
      })),
      T,
    );
    await createJobs(db(), [{ ...base, title: "Other's job", postedByUserId: other.userId }], T);

    const first = await listManagedJobs(db(), employer, 1);
    expect(first.total).toBe(21);
    expect(first.totalPages).toBe(2);
    expect(first.data.map((job) => job.jobTitle)).toEqual(Array.from({ length: 20 }, (_, i) => `Job ${i}`));
    const second = await listManagedJobs(db(), employer, 2);
    expect(second.data.map((job) => job.jobTitle)).toEqual(["Job 20"]);

    const all = await listManagedJobs(db(), admin, 1);
    expect(all.total).toBeGreaterThanOrEqual(22);
    expect(all.data.map((job) => job.jobTitle)).toContain("Other's job");
    expect((await listManagedJobs(db(), other, 1)).data.map((job) => job.jobTitle)).toEqual(["Other's job"]);
  });
});
