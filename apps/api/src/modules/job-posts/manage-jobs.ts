import { ADMIN_PAGE_SIZE } from "@site/contract/api/accounts";
import { count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { jobs } from "#api/db/schema.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { readPage } from "#api/platform/read-page.ts";
import { createJobs } from "./create-job.ts";
import { type JobPostValues, jobColumns } from "./job-columns.ts";
import { sanitizeJobHtml } from "./job-html.ts";
import { jobSummaryColumns, toJobSummary } from "./job-mapping.ts";
import type { PublicationState } from "./publication.ts";
import { findJob } from "./view-job.ts";

/** Posts a job for the employer or admin who sends it: open at once unless `publication` says draft. */
export async function postJob(
  db: Db,
  actor: SessionUser,
  input: JobPostValues,
  now: Date,
  publication: PublicationState = { status: "open", publishAt: null },
): Promise<number> {
  const [id] = await createJobs(
    db,
    [{ ...jobColumns(input, null, now), postedByUserId: actor.userId, ...publication }],
    now,
  );
  return id as number;
}

/**
 * The account that posted a job (null for an imported one), or NotFound. Routes of access
 * "employer-of-job" name it as their ownerOf; the access check lets only that employer or an
 * admin through, so the writes below check nothing themselves.
 */
export async function jobOwner(db: Db, jobId: number): Promise<string | null> {
  return (await findJob(db, jobId)).postedByUserId;
}

export async function updateJob(db: Db, jobId: number, input: JobPostValues, now: Date): Promise<void> {
  const stored = await findJob(db, jobId);
  const columns = jobColumns(input, stored, now);
  await db
    .update(jobs)
    .set({ ...columns, descriptionHtml: sanitizeJobHtml(columns.descriptionHtml) })
    .where(eq(jobs.id, jobId));
}

export async function closeJob(db: Db, jobId: number): Promise<void> {
  await db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, jobId));
}

/** The jobs an actor manages: an employer's own, every job for an admin. */
export const managedBy = (actor: SessionUser): SQL | undefined =>
  actor.role === "admin" ? undefined : eq(jobs.postedByUserId, actor.userId);

/**
 * One page of the jobs an actor manages, in the order of the jobs list (newest first): `select`
 * reads the columns wanted from jobs (a dynamic select), `toItem` turns a row into what the answer
 * lists.
 */
export function readManagedJobs<Query extends PgSelect, Item>(
  db: Db,
  actor: SessionUser,
  page: number,
  select: () => Query,
  toItem: (row: Awaited<Query>[number]) => Item,
) {
  const where = managedBy(actor);
  return readPage(
    page,
    ADMIN_PAGE_SIZE,
    ({ limit, offset }) =>
      select().where(where).orderBy(desc(jobs.postedAt), desc(jobs.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(jobs).where(where),
    toItem,
  );
}

export async function listManagedJobs(db: Db, actor: SessionUser, page: number) {
  // Written out in full: inside a one-table select Drizzle leaves column names unqualified.
  const applicants = sql<number>`(select count(*) from "applications" a where a."job_id" = "jobs"."id")`;
  return readManagedJobs(
    db,
    actor,
    page,
    () =>
      db
        .select({
          job: {
            ...jobSummaryColumns,
            status: jobs.status,
            publishAt: jobs.publishAt,
          },
          applicants: applicants.mapWith(Number),
        })
        .from(jobs)
        .$dynamic(),
    (row) => ({
      ...toJobSummary(row.job),
      status: row.job.status,
      applicants: row.applicants,
      publishAt: row.job.publishAt?.toISOString() ?? null,
    }),
  );
}
