import { and, eq, type SQL, sql } from "drizzle-orm";
import { applications, profiles, storedFiles } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";

/**
 * Deletes the application that `where` picks, and its resume when nothing else uses it; call it
 * in a transaction. Returns false when there was none, else the storage key of a removed file.
 */
export async function removeApplication(
  tx: Db,
  where: SQL | undefined,
): Promise<{ removed: false } | { removed: true; orphanKey: string | undefined }> {
  const [removed] = await tx
    .delete(applications)
    .where(where)
    .returning({ resumeFileId: applications.resumeFileId });
  if (!removed) return { removed: false };
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
