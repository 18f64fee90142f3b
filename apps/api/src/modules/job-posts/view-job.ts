import { jobMessages } from "@site/contract/api/job-posts";
import { eq } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import { toJobPost } from "./job-mapping.ts";

export async function findJob(db: Db, jobId: number) {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw new NotFound(jobMessages.jobNotFound);
  return job;
}

/**
 * A job's post for its page. A draft is shown only to the employer who posted it and to admins
 * (to edit it); to everyone else, and to the page's prerendered HTML, it does not exist.
 */
export async function viewJob(
  db: Db,
  jobId: number,
  viewer: () => Promise<{ userId: string; role: string } | undefined> = async () => undefined,
) {
  const job = await findJob(db, jobId);
  if (job.status === "draft") {
    // Looked up only for a draft: a public post's page reads no session.
    const who = await viewer();
    const mayDraft = who !== undefined && (who.role === "admin" || who.userId === job.postedByUserId);
    if (!mayDraft) throw new NotFound(jobMessages.jobNotFound);
  }
  return toJobPost(job);
}
