import { inviteMessages } from "@site/contract/api/accounts";
import { authMessages } from "@site/contract/messages";
import { and, eq, exists, gt, isNull } from "drizzle-orm";
import { invites, profiles, users } from "#api/db/schema.ts";
import { Conflict, FieldError, Forbidden } from "#api/http/errors.ts";
import { type Db, isUniqueViolation } from "#api/platform/database.ts";
import { hashPassword, isCommonPassword } from "../auth/passwords.ts";
import { sha256 } from "../auth/secrets.ts";
import { createSession } from "../auth/sessions.ts";
import type { InviteDeps } from "./deps.ts";

/**
 * The open invitation behind a link's token, or the refusal in words: a token we never made (or
 * one a resend replaced) is "not valid"; a revoked, expired or accepted one says so.
 */
async function openInviteOf(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ invite: invites, invitedBy: users.email, inviterRole: users.role, inviterStatus: users.status })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.invitedByUserId))
    .where(eq(invites.tokenHash, sha256(token)));
  if (!row) throw new Forbidden(inviteMessages.linkInvalid);
  const { invite } = row;
  if (invite.acceptedAt) throw new Conflict(inviteMessages.linkUsed);
  // An invitation whose admin was removed or deactivated is withdrawn with them.
  const inviterActive = row.inviterRole === "admin" && row.inviterStatus === "active";
  if (invite.revokedAt || !inviterActive) throw new Forbidden(inviteMessages.linkRevoked);
  if (invite.expiresAt <= now) throw new Forbidden(inviteMessages.linkExpired);
  return { invite, invitedBy: row.invitedBy ?? "" };
}

/** What the accept page shows the holder of the link: who invited them, as what. */
export async function viewInvite(deps: InviteDeps, token: string) {
  const { invite, invitedBy } = await openInviteOf(deps.db, token, deps.now());
  return {
    email: invite.email,
    firstName: invite.firstName,
    lastName: invite.lastName,
    role: invite.role,
    invitedBy,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * The invitee's own password (the sign-up rules: length by the contract, the common-password list
 * here, argon2id) makes the account, active and logged in. The invitation is claimed by one
 * conditional UPDATE in the same transaction as the account: of any number of simultaneous
 * accepts of one link exactly one succeeds, and an accepted link never works again.
 */
export async function acceptInvite(deps: InviteDeps, token: string, password: string) {
  const now = deps.now();
  await openInviteOf(deps.db, token, now);
  if (isCommonPassword(password)) throw new FieldError(400, "password", authMessages.commonPassword);
  const passwordHash = await hashPassword(password);
  let claimed: { accessToken: string; userName: string } | null;
  try {
    claimed = await deps.db.transaction(async (tx) => {
      const [invite] = await tx
        .update(invites)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(invites.tokenHash, sha256(token)),
            isNull(invites.acceptedAt),
            isNull(invites.revokedAt),
            gt(invites.expiresAt, now),
            // The inviter is still an active admin (a removal or deactivation also revokes the
            // invitation; this holds for one that races with it).
            exists(
              tx
                .select({ id: users.id })
                .from(users)
                .where(
                  and(
                    eq(users.id, invites.invitedByUserId),
                    eq(users.role, "admin"),
                    eq(users.status, "active"),
                  ),
                ),
            ),
          ),
        )
        .returning();
      if (!invite) return null;
      const [user] = await tx
        .insert(users)
        .values({
          email: invite.email,
          passwordHash,
          role: invite.role,
          status: "active",
          createdAt: now,
          lastLoginAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error("insert returned no user");
      await tx
        .insert(profiles)
        .values({ userId: user.id, firstName: invite.firstName, lastName: invite.lastName });
      return {
        accessToken: await createSession(tx, user.id, now),
        userName: invite.firstName || invite.email,
      };
    });
  } catch (error) {
    // The address got an account another way since the invitation (sign-up, addUser).
    if (isUniqueViolation(error)) throw new Conflict(authMessages.duplicateEmail);
    throw error;
  }
  if (claimed) return { message: inviteMessages.accepted, ...claimed };
  // Lost the race (or the link died meanwhile): the same words as a fresh look at the link.
  await openInviteOf(deps.db, token, now);
  throw new Conflict(inviteMessages.linkUsed);
}
