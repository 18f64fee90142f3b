import { and, eq } from "drizzle-orm";
import { applications, profiles, storedFiles } from "#api/db/schema.ts";
import { downloadLink, findPhone, readResume, resumeText, storeFile } from "#api/modules/files/public.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import type { ProfileDeps } from "./view-profile.ts";

/**
 * Stores a new resume and makes it the profile's. The previous one is deleted, bytes and row,
 * unless an application still refers to it. A phone number found in the resume's text fills the
 * profile's when it is empty, and the answer says so (decision 094).
 */
export async function uploadResume(
  deps: ProfileDeps & { storage: FileStorage },
  userId: string,
  fileName: string,
  dataUrl: string,
): Promise<{ url: string; prefilled?: { phoneNumber: string } }> {
  const file = await readResume(fileName, dataUrl);
  // Read in a worker thread, before the database's turn (docs/decisions/053).
  const phone = findPhone(await resumeText(file));
  let prefilled: { phoneNumber: string } | undefined;
  const { fileId, orphanKey } = await storeFile(deps.storage, file, (row) =>
    deps.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(storedFiles)
        .values({ ...row, ownerUserId: userId, createdAt: deps.now() })
        .returning({ id: storedFiles.id });
      if (!stored) throw new Error("insert returned no file");
      const [previous] = await tx
        .select({ id: storedFiles.id, key: storedFiles.storageKey })
        .from(profiles)
        .innerJoin(storedFiles, eq(storedFiles.id, profiles.resumeFileId))
        .where(eq(profiles.userId, userId));
      await tx
        .insert(profiles)
        .values({ userId, resumeFileId: stored.id, updatedAt: deps.now() })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { resumeFileId: stored.id, updatedAt: deps.now() },
        });
      if (phone) {
        const [filled] = await tx
          .update(profiles)
          .set({ phoneNumber: phone })
          .where(and(eq(profiles.userId, userId), eq(profiles.phoneNumber, "")))
          .returning({ phoneNumber: profiles.phoneNumber });
        prefilled = filled;
      }
      let orphan: string | undefined;
      if (previous) {
        const used = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.resumeFileId, previous.id))
          .limit(1);
        if (used.length === 0) {
          await tx.delete(storedFiles).where(eq(storedFiles.id, previous.id));
          orphan = previous.key;
        }
      }
      return { fileId: stored.id, orphanKey: orphan };
    }),
  );
  // Only after the commit: the row is gone, so the bytes can go too.
  if (orphanKey) await deps.storage.delete(orphanKey).catch(() => {});
  return { url: downloadLink(deps.signer, fileId, deps.now()), ...(prefilled ? { prefilled } : {}) };
}
