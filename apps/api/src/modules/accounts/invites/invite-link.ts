import { INVITE_TTL_DAYS, type OpenInvite } from "@site/contract/api/accounts";
import type { invites } from "#api/db/schema.ts";
import { newSessionToken, sha256 } from "../auth/secrets.ts";

export const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 3600 * 1000;

/**
 * A new link secret: 256 random bits like a session token, of which only the SHA-256 hash is
 * stored (docs/decisions/045-invites.md). Answers the token for the mail and its hash for the row.
 */
export function newInviteToken(now: Date): { token: string; tokenHash: string; expiresAt: Date } {
  const token = newSessionToken();
  return { token, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + INVITE_TTL_MS) };
}

/** The page of our own site where the invitee sets their password. */
export const inviteLink = (baseUrl: string, token: string) =>
  `${baseUrl}/accept-invite?${new URLSearchParams({ token })}`;

type InviteRow = typeof invites.$inferSelect;

export function toOpenInvite(row: InviteRow, invitedBy: string, now: Date): OpenInvite {
  return {
    inviteId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    invitedBy,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}
