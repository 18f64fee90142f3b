import { ADMIN_PAGE_SIZE, adminMessages, type UserDetails } from "@site/contract/api/accounts";
import { authMessages } from "@site/contract/messages";
import { and, asc, count, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import { invites, profiles, storedFiles, users } from "#api/db/schema.ts";
import { BadRequest, Conflict } from "#api/http/errors.ts";
import { type Db, isUniqueViolation } from "#api/platform/database.ts";
import { readPage } from "#api/platform/read-page.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import { hashPassword, isCommonPassword } from "../auth/passwords.ts";
import { revokeAllSessions, type SessionUser } from "../auth/sessions.ts";
import { type OpenJobsChoice, settleOpenJobs } from "./open-jobs.ts";
import { findUserRow, toUserDetails, userColumns } from "./user-details.ts";

export async function addUser(
  db: Db,
  input: { email: string; password: string; role?: UserDetails["role"]; status?: "active" | "pending" },
  now: Date,
) {
  if (isCommonPassword(input.password)) throw new BadRequest(authMessages.commonPassword);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          role: input.role ?? "candidate",
          status: input.status ?? "active",
          createdAt: now,
        })
        .returning();
      if (!user) throw new Error("insert returned no user");
      await tx.insert(profiles).values({ userId: user.id });
      return toUserDetails({ ...user, firstName: "", lastName: "" });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(authMessages.duplicateEmail);
    throw error;
  }
}

/**
 * Refuses (409) to take away the last active admin; call it in the transaction that makes the
 * change. It locks the target's row and every active admin's, in the order of their ids, until
 * that transaction ends: two admins removing or deactivating each other at once queue (the same
 * order, so no deadlock), and the second one re-reads the rows the first changed and is refused.
 */
export async function assertNotLastAdmin(
  tx: Db,
  target: { id: string },
  message: string = adminMessages.lastAdmin,
) {
  const locked = await tx
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(or(eq(users.id, target.id), and(eq(users.role, "admin"), eq(users.status, "active"))))
    .orderBy(asc(users.id))
    .for("update");
  const isActiveAdmin = (row: { role: string; status: string }) =>
    row.role === "admin" && row.status === "active";
  const current = locked.find((row) => row.id === target.id);
  if (!current || !isActiveAdmin(current)) return;
  if (!locked.some((row) => row.id !== target.id && isActiveAdmin(row))) throw new Conflict(message);
}

/** Closes the open invitations the account sent: a removed or deactivated admin's invitation makes no account. */
async function revokeInvitesBy(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(invites)
    .set({ revokedAt: now })
    .where(and(eq(invites.invitedByUserId, userId), isNull(invites.acceptedAt), isNull(invites.revokedAt)));
}

export async function setUserStatus(
  db: Db,
  actor: SessionUser,
  email: string,
  status: "active" | "deactivated",
  now: Date,
) {
  const target = await findUserRow(db, email);
  if (target.id === actor.userId) throw new Conflict(adminMessages.notYourself);
  await db.transaction(async (tx) => {
    if (status === "deactivated") await assertNotLastAdmin(tx, target);
    await tx.update(users).set({ status }).where(eq(users.id, target.id));
    if (status === "deactivated") {
      await revokeAllSessions(tx, target.id, now);
      await revokeInvitesBy(tx, target.id, now);
    }
  });
}

/**
 * Erases the account: sessions, tokens and profile by cascade, its files here and in storage; its
 * open jobs first go to another employer or are closed, as `choice` says (open-jobs.ts).
 */
export async function removeUser(
  db: Db,
  storage: FileStorage,
  actor: SessionUser,
  email: string,
  now: Date,
  choice: OpenJobsChoice = {},
) {
  const target = await findUserRow(db, email);
  if (target.id === actor.userId) throw new Conflict(adminMessages.notYourself);
  const keys = await db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, target);
    await settleOpenJobs(tx, target.id, choice);
    return eraseUser(tx, target.id, now);
  });
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}

/**
 * Deletes the account's row (its sessions, codes, profile and saved jobs go with it by cascade)
 * and the rows of the files it uploaded, and closes the invitations it sent; call it in a
 * transaction. Returns the storage keys of those files, for the caller to delete once the
 * transaction committed.
 */
export async function eraseUser(tx: Db, userId: string, now: Date): Promise<string[]> {
  await revokeInvitesBy(tx, userId, now);
  await tx.update(profiles).set({ resumeFileId: null }).where(eq(profiles.userId, userId));
  const files = await tx
    .delete(storedFiles)
    .where(eq(storedFiles.ownerUserId, userId))
    .returning({ key: storedFiles.storageKey });
  await tx.delete(users).where(eq(users.id, userId));
  return files.map((file) => file.key);
}

export async function listUsers(
  db: Db,
  filter: { email?: string; role?: UserDetails["role"]; status?: UserDetails["status"]; page: number },
) {
  const conditions: SQL[] = [];
  if (filter.email) conditions.push(ilike(users.email, `%${filter.email.replace(/[\\%_]/g, "\\$&")}%`));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.status) conditions.push(eq(users.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  return readPage(
    filter.page,
    ADMIN_PAGE_SIZE,
    ({ limit, offset }) =>
      db
        .select(userColumns)
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(where)
        .orderBy(asc(users.email))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(users).where(where),
    toUserDetails,
  );
}
