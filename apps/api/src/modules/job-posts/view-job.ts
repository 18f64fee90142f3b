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

export async function viewJob(db: Db, jobId: number) {
  return toJobPost(await findJob(db, jobId));
}
