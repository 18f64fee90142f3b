import type { OpenInvite } from "@site/contract/api/accounts";

/**
 * Grace's invitation to an employer account, as the page of her invitation link reads it
 * (view_invite); the admin's list of open invitations shows the same one with its id and dates.
 */
export const graceInvitation = {
  email: "grace@example.com",
  firstName: "Grace",
  lastName: "Hopper",
  role: "employer",
  invitedBy: "admin@example.com",
  expiresAt: "2026-11-27T10:00:00.000Z",
} as const satisfies Omit<OpenInvite, "inviteId" | "sentAt" | "expired">;
