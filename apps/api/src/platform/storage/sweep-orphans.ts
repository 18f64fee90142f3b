import { inArray } from "drizzle-orm";
import { storedFiles } from "#api/db/schema.ts";
import type { Db } from "../database.ts";
import type { FileStorage } from "./storage.ts";

/**
 * At start: removes files that no row refers to (a process killed between writing the bytes and
 * committing the row) and half-written files. Rows are written after the bytes, so a row without
 * its file cannot arise from a crash.
 */
export async function sweepOrphanFiles(db: Db, storage: FileStorage): Promise<{ removed: number }> {
  let removed = (await storage.removePartialWrites?.()) ?? 0;
  const keys = (await storage.listKeys?.()) ?? [];
  for (let i = 0; i < keys.length; i += 500) {
    const batch = keys.slice(i, i + 500);
    const known = await db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.storageKey, batch));
    const knownKeys = new Set(known.map((row) => row.key));
    for (const key of batch.filter((candidate) => !knownKeys.has(candidate))) {
      await storage.delete(key);
      removed += 1;
    }
  }
  return { removed };
}
