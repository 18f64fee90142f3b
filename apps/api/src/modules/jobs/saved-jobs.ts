import { SAVED_JOBS_MAX, type SavedJob, savedJobMessages } from "@site/contract/api/saved-jobs";
import { and, desc, eq, sql } from "drizzle-orm";
import { jobs, savedJobs } from "../../db/schema.ts";
import { Conflict } from "../../http/errors.ts";
import type { Db } from "../../platform/database.ts";
import { toJobSummary } from "./job-mapping.ts";
import { findJob } from "./view-job.ts";

/**
 * Saves a job for the user; saving it again changes nothing. The cap on saved jobs is checked in
 * the insert itself, so no second statement can slip between the count and the row.
 */
export async function saveJob(db: Db, userId: string, jobId: number, now: Date): Promise<void> {
  await findJob(db, jobId);
  const inserted = await db
    .insert(savedJobs)
    .select(
      db
        .select({
          userId: sql<string>`${userId}::uuid`.as("user_id"),
          jobId: sql<number>`${jobId}::integer`.as("job_id"),
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as("created_at"),
        })
        .from(sql`(select 1) as one`)
        .where(
          sql`(select count(*) from ${savedJobs} where ${savedJobs.userId} = ${userId}) < ${SAVED_JOBS_MAX}`,
        ),
    )
    .onConflictDoNothing()
    .returning({ jobId: savedJobs.jobId });
  if (inserted.length > 0) return;
  const [already] = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
  if (!already) throw new Conflict(savedJobMessages.tooMany);
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
    status: job.status,
  }));
}
