import { INVITE_LIST_MAX, inviteMessages } from "@site/contract/api/accounts";
import { and, desc, eq, isNull } from "drizzle-orm";
import { invites, users } from "#api/db/schema.ts";
import type { Caller } from "#api/http/access.ts";
import { NotFound } from "#api/http/errors.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import { invitationMail } from "../mail/invitation.ts";
import type { InviteDeps } from "./deps.ts";
import { inviteLink, newInviteToken, toOpenInvite } from "./invite-link.ts";

const isOpen = and(isNull(invites.acceptedAt), isNull(invites.revokedAt));

/** The invitations neither accepted nor revoked, newest first; expired ones too, to resend. */
export async function listInvites(deps: InviteDeps) {
  const rows = await deps.db
    .select({ invite: invites, invitedBy: users.email })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.invitedByUserId))
    .where(isOpen)
    .orderBy(desc(invites.sentAt))
    .limit(INVITE_LIST_MAX);
  const now = deps.now();
  return { data: rows.map((row) => toOpenInvite(row.invite, row.invitedBy ?? "", now)) };
}

/**
 * A new link and seven more days, mailed again by this admin. The stored hash is replaced in the
 * same conditional UPDATE that finds the invitation open, so the earlier link is dead at once.
 */
export async function resendInvite(deps: InviteDeps, admin: Caller, inviteId: string): Promise<void> {
  const now = deps.now();
  const { token, tokenHash, expiresAt } = newInviteToken(now);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(invites)
      .set({ tokenHash, sentAt: now, expiresAt, invitedByUserId: admin.userId })
      .where(and(eq(invites.id, inviteId), isOpen))
      .returning();
    if (!row) throw new NotFound(inviteMessages.notOpen);
    const mail = invitationMail({
      firstName: row.firstName,
      invitedBy: admin.email,
      role: row.role,
      link: inviteLink(deps.publicBaseUrl, token),
      expiresAt,
    });
    await enqueueMail(tx, { to: row.email, ...mail }, now);
  });
  deps.mailQueued();
}

/** The link stops working; the address may be invited again. */
export async function revokeInvite(deps: InviteDeps, inviteId: string): Promise<void> {
  const [row] = await deps.db
    .update(invites)
    .set({ revokedAt: deps.now() })
    .where(and(eq(invites.id, inviteId), isOpen))
    .returning({ id: invites.id });
  if (!row) throw new NotFound(inviteMessages.notOpen);
}
