import { jobMessages, SAVED_JOBS_MAX, type SavedJob, savedJobMessages } from "@site/contract/api/job-posts";
import { and, count, desc, eq } from "drizzle-orm";
import { jobs, savedJobs, users } from "#api/db/schema.ts";
import { Conflict, NotFound } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import { toJobSummary } from "./job-mapping.ts";
import { findJob } from "./view-job.ts";

/**
 * Saves a job for the user; saving it again changes nothing. The account's row is locked for the
 * count and the insert, as job alerts do: parallel saves of one account queue and never pass
 * SAVED_JOBS_MAX together (a count inside the insert alone lets concurrent statements on
 * PostgreSQL each see the old count).
 */
export async function saveJob(db: Db, userId: string, jobId: number, now: Date): Promise<void> {
  // A draft is not public: nobody saves what they cannot see.
  if ((await findJob(db, jobId)).status === "draft") throw new NotFound(jobMessages.jobNotFound);
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [already] = await tx
      .select({ jobId: savedJobs.jobId })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
    if (already) return;
    const [row] = await tx.select({ n: count() }).from(savedJobs).where(eq(savedJobs.userId, userId));
    if ((row?.n ?? 0) >= SAVED_JOBS_MAX) throw new Conflict(savedJobMessages.tooMany);
    await tx.insert(savedJobs).values({ userId, jobId, createdAt: now }).onConflictDoNothing();
  });
}

/** Removes a job from the user's saved jobs; a job that is not saved stays not saved. */
export async function unsaveJob(db: Db, userId: string, jobId: number): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

/** The user's saved jobs, the latest saved first; closed jobs stay listed with their status. */
export async function listSavedJobs(db: Db, userId: string): Promise<SavedJob[]> {
  const rows = await db
    .select({ job: jobs, savedAt: savedJobs.createdAt })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId));
  return rows.map(({ job, savedAt }) => ({
    ...toJobSummary(job),
    savedAt: savedAt.toISOString(),
    // A saved post was public; it can never go back to a draft.
    status: job.status === "draft" ? ("closed" as const) : job.status,
  }));
}
