import { and, eq, lt } from "drizzle-orm";
import { fileBlobs } from "#api/db/schema.ts";
import type { Db } from "../database.ts";
import { assertSafeKey, type FileStorage } from "./storage.ts";

/** A blob younger than this may belong to an upload whose row another instance has not committed yet. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Files in PostgreSQL itself (the file_blobs table), for a site on PostgreSQL without S3: every
 * instance reads what any of them stored (docs/decisions/060-files-shared-by-every-instance.md).
 * `legacy` is the folder files were kept in before; a file not in the table is still read from it.
 */
export function databaseStorage(
  db: Db,
  legacy?: FileStorage,
  now: () => Date = () => new Date(),
): FileStorage {
  return {
    kind: "database",
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await db
        .insert(fileBlobs)
        .values({ storageKey: key, contentType, bytes })
        .onConflictDoUpdate({ target: fileBlobs.storageKey, set: { contentType, bytes } });
    },
    async get(key) {
      assertSafeKey(key);
      const [row] = await db
        .select({ bytes: fileBlobs.bytes })
        .from(fileBlobs)
        .where(eq(fileBlobs.storageKey, key));
      return row ? row.bytes : legacy?.get(key);
    },
    async delete(key) {
      assertSafeKey(key);
      await db.delete(fileBlobs).where(eq(fileBlobs.storageKey, key));
      await legacy?.delete(key);
    },
    async listKeys() {
      const rows = await db
        .select({ key: fileBlobs.storageKey })
        .from(fileBlobs)
        .where(and(lt(fileBlobs.createdAt, new Date(now().getTime() - ORPHAN_AGE_MS))));
      return rows.map((row) => row.key);
    },
  };
}
