import { randomUUID } from "node:crypto";
import type { storedFiles } from "#api/db/schema.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import type { ResumeFile } from "./resume-file.ts";

/**
 * Writes the bytes under a generated key, then runs `record` (which must insert the row, in a
 * transaction of the caller's). If the database part fails, the bytes are removed again, so a
 * failed upload never leaves an orphan file.
 */
export async function storeFile<T>(
  storage: FileStorage,
  file: ResumeFile,
  record: (row: typeof storedFiles.$inferInsert) => Promise<T>,
): Promise<T> {
  const storageKey = `${randomUUID()}.${file.extension}`;
  await storage.put(storageKey, file.bytes, file.contentType);
  try {
    return await record({
      storageKey,
      originalName: file.name,
      contentType: file.contentType,
      sizeBytes: file.bytes.length,
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => {});
    throw error;
  }
}
