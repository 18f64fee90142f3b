import { hiringMessages } from "@site/contract/api/applications";
import { eq, inArray } from "drizzle-orm";
import { applications, jobs, users } from "#api/db/schema.ts";
import { Forbidden, NotFound } from "#api/http/errors.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import type { Db } from "#api/platform/database.ts";

/**
 * The one account that posted the jobs of all these applications, for the routes' ownerOf: 404
 * when one of them does not exist, null when they belong to jobs of different employers (or an
 * imported job), which only an admin may then handle together.
 */
export async function ownerOfApplications(
  db: Db,
  ids: readonly string[],
  notFound: string = hiringMessages.someNotFound,
): Promise<string | null> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ owner: jobs.postedByUserId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(inArray(applications.id, unique));
  if (rows.length !== unique.length) throw new NotFound(notFound);
  const owners = new Set(rows.map((row) => row.owner));
  return owners.size === 1 ? (rows[0]?.owner ?? null) : null;
}

/**
 * The applications with these ids, with their job and candidate's account, when the actor may
 * handle every one: an id that does not exist refuses the whole set with 404, an application of
 * another employer's job with 403. The route's ownerOf has checked this before; it is asked again
 * here under the rows' lock, where the rows are read anyway. With `lock`, the rows stay locked
 * until the caller's transaction ends, so two moves of one application never interleave.
 */
export async function applicationsOf(
  db: Db,
  actor: SessionUser,
  ids: readonly string[],
  options: { lock?: boolean; notFound?: string; forbidden?: string } = {},
) {
  const unique = [...new Set(ids)];
  const query = db
    .select({
      id: applications.id,
      stage: applications.stage,
      userId: applications.userId,
      applicantEmail: applications.applicantEmail,
      jobId: jobs.id,
      jobOwner: jobs.postedByUserId,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      accountEmail: users.email,
      accountStatus: users.status,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(users, eq(users.id, applications.userId))
    .where(inArray(applications.id, unique))
    .orderBy(applications.id);
  const rows = options.lock ? await query.for("update", { of: applications }) : await query;
  if (rows.length !== unique.length) throw new NotFound(options.notFound ?? hiringMessages.someNotFound);
  if (actor.role !== "admin" && rows.some((row) => row.jobOwner !== actor.userId))
    throw new Forbidden(options.forbidden ?? hiringMessages.someNotYours);
  return rows;
}

export type HandledApplication = Awaited<ReturnType<typeof applicationsOf>>[number];

/** One application the actor may handle, or 404 "Application not found". */
export async function applicationOf(
  db: Db,
  actor: SessionUser,
  id: string,
  options: { lock?: boolean } = {},
): Promise<HandledApplication> {
  const [row] = await applicationsOf(db, actor, [id], {
    ...options,
    notFound: hiringMessages.applicationNotFound,
    forbidden: hiringMessages.notYours,
  });
  return row as HandledApplication;
}
