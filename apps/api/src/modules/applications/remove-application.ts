import { and, eq, type SQL, sql } from "drizzle-orm";
import { applications, applicationWithdrawals, profiles, storedFiles } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";

/**
 * Withdraws the application that `where` picks: deletes it, and its resume when nothing else uses
 * it, and keeps a withdrawal record (its job, applicant, stage and dates: decision 091) for the
 * candidate's history and the job's pipeline; call it in a transaction. Returns false when there
 * was none, else the storage key of a removed file.
 */
export async function removeApplication(
  tx: Db,
  where: SQL | undefined,
  now: Date,
): Promise<{ removed: false } | { removed: true; orphanKey: string | undefined }> {
  const [removed] = await tx.delete(applications).where(where).returning({
    id: applications.id,
    jobId: applications.jobId,
    userId: applications.userId,
    stage: applications.stage,
    createdAt: applications.createdAt,
    resumeFileId: applications.resumeFileId,
  });
  if (!removed) return { removed: false };
  await tx.insert(applicationWithdrawals).values({
    applicationId: removed.id,
    jobId: removed.jobId,
    userId: removed.userId,
    stage: removed.stage,
    appliedAt: removed.createdAt,
    withdrawnAt: now,
  });
  if (!removed.resumeFileId) return { removed: true, orphanKey: undefined };
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
  return { removed: true, orphanKey: orphan?.key };
}
