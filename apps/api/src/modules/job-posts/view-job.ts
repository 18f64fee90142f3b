import { jobMessages } from "@site/contract/api/job-posts";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import { builtOncePerDatabase, type Db } from "#api/platform/database.ts";
import { toJobPost } from "./job-mapping.ts";

/**
 * A job's columns but the two kept for search (decision 141): its search vector (the words of its
 * title and description, as long as both) and its yearly salary in euros. No caller of findJob
 * reads them; every job page would otherwise fetch, parse and map them.
 */
const { searchVector: _searchVector, salaryYearly: _salaryYearly, ...jobColumns } = getTableColumns(jobs);

/** The read of one job by its id, prepared by name. */
const jobRead = builtOncePerDatabase((db) =>
  db
    .select(jobColumns)
    .from(jobs)
    .where(eq(jobs.id, sql.placeholder("jobId")))
    .prepare("find_job"),
);

/**
 * A job by its id, or NotFound. The most frequent read (every job page, save and application): a
 * named prepared statement, so neither the query builder nor PostgreSQL's parser and planner run
 * again for it on a connection that has run it once.
 */
export async function findJob(db: Db, jobId: number) {
  const [job] = await jobRead(db).execute({ jobId });
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
