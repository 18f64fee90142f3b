import { jobMessages } from "@site/contract/api/job-posts";
import { eq } from "drizzle-orm";
import { applications, profiles } from "#api/db/schema.ts";
import { BadRequest, Conflict } from "#api/http/errors.ts";
import { findJob } from "#api/modules/job-posts/public.ts";
import { type Db, isUniqueViolation } from "#api/platform/database.ts";

/** A signed-in candidate applies with the resume of their profile; once per job. */
export async function applyWithProfile(db: Db, userId: string, jobId: number, now: Date): Promise<void> {
  const job = await findJob(db, jobId);
  if (job.status !== "open") throw new Conflict(jobMessages.jobClosed);
  const [profile] = await db
    .select({ resumeFileId: profiles.resumeFileId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile?.resumeFileId) throw new BadRequest(jobMessages.noResumeOnProfile);
  try {
    await db
      .insert(applications)
      .values({ jobId, userId, resumeFileId: profile.resumeFileId, withProfile: true, createdAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(jobMessages.alreadyApplied);
    throw error;
  }
}
