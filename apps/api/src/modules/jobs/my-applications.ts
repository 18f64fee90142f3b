import { jobMessages } from "@site/contract/api/jobs";
import { and, desc, eq, sql } from "drizzle-orm";
import { applications, jobs, profiles, storedFiles } from "../../db/schema.ts";
import { NotFound } from "../../http/errors.ts";
import type { Db } from "../../platform/database.ts";

export async function listMyApplications(db: Db, userId: string) {
  const rows = await db
    .select({
      applicationId: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      appliedAt: applications.createdAt,
      jobStatus: jobs.status,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt));
  return rows.map(({ appliedAt, jobStatus, ...row }) => ({
    ...row,
    appliedAt: appliedAt.toISOString(),
    status: jobStatus === "open" ? ("submitted" as const) : ("closed" as const),
  }));
}

/** Withdraws the candidate's own application; a resume no longer used anywhere is removed too. */
export async function withdrawApplication(
  db: Db,
  userId: string,
  applicationId: string,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
      .returning({ resumeFileId: applications.resumeFileId });
    if (!removed) throw new NotFound(jobMessages.applicationNotFound);
    if (!removed.resumeFileId) return undefined;
    const [orphan] = await tx
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.id, removed.resumeFileId),
          sql`not exists (select 1 from ${applications} where ${applications.resumeFileId} = ${storedFiles.id})`,
          sql`not exists (select 1 from ${profiles} where ${profiles.resumeFileId} = ${storedFiles.id})`,
        ),
      )
      .returning({ key: storedFiles.storageKey });
    return orphan?.key;
  });
}
