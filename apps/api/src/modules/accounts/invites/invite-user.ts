import { inviteMessages } from "@site/contract/api/accounts";
import type { Role } from "@site/contract/endpoint";
import { authMessages } from "@site/contract/messages";
import { invites } from "#api/db/schema.ts";
import type { Caller } from "#api/http/access.ts";
import { Conflict } from "#api/http/errors.ts";
import { isUniqueViolation } from "#api/platform/database.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import { findUserByEmail } from "../auth/accounts.ts";
import { invitationMail } from "../mail/invitation.ts";
import type { InviteDeps } from "./deps.ts";
import { inviteLink, newInviteToken, toOpenInvite } from "./invite-link.ts";

/**
 * An admin invites someone to an account of a role. No account exists until the invitee sets
 * their own password from the mailed link; the admin never types it (docs/decisions/045-invites.md).
 */
export async function inviteUser(
  deps: InviteDeps,
  admin: Caller,
  input: { email: string; firstName: string; lastName: string; role: Role },
) {
  if (await findUserByEmail(deps.db, input.email)) throw new Conflict(authMessages.duplicateEmail);
  const now = deps.now();
  const { token, tokenHash, expiresAt } = newInviteToken(now);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invites)
        .values({
          ...input,
          invitedByUserId: admin.userId,
          tokenHash,
          createdAt: now,
          sentAt: now,
          expiresAt,
        })
        .returning();
      if (!row) throw new Error("insert returned no invite");
      const mail = invitationMail({
        firstName: input.firstName,
        invitedBy: admin.email,
        role: input.role,
        link: inviteLink(deps.publicBaseUrl, token),
        expiresAt,
      });
      await enqueueMail(tx, { to: input.email, ...mail }, now);
      return row;
    });
    deps.mailQueued();
    return toOpenInvite(row, admin.email, now);
  } catch (error) {
    // The partial unique index: one open invitation per address, even when two admins click at once.
    if (isUniqueViolation(error)) throw new Conflict(inviteMessages.alreadyInvited);
    throw error;
  }
}
