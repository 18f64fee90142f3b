import { profileMessages } from "@site/contract/api/accounts";
import { eq } from "drizzle-orm";
import { applications } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";
import type { RateLimits } from "#api/platform/rate-limit.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import { assertNotLastAdmin, eraseUser } from "../users/manage-users.ts";
import { withCurrentPassword } from "./current-password.ts";

export interface DeleteAccountDeps {
  db: Db;
  now: () => Date;
  limits: RateLimits;
  storage: FileStorage;
}

/**
 * Deletes the caller's own account (docs/decisions/044-change-email-and-delete-account.md), with
 * the current password: its applications (with their history and the team's notes), profile,
 * resumes (rows and stored files), saved jobs, codes and sessions. The last active admin cannot.
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  userId: string,
  password: string,
): Promise<{ message: string }> {
  const user = await withCurrentPassword(deps.db, deps.limits, userId, password);
  const keys = await deps.db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, user, profileMessages.lastAdmin);
    await tx.delete(applications).where(eq(applications.userId, userId));
    return eraseUser(tx, userId, deps.now());
  });
  // After the commit: a file whose row is gone is unreachable even if its deletion fails here.
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => {})));
  return { message: profileMessages.accountDeleted };
}
