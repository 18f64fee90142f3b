import { z } from "zod";
import { consoleBody } from "../../console-call.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { emailField, nameField, passwordField, sessionToken } from "../../fields.ts";
import { ipLimits } from "../../ip-limits.ts";
import { adminCall } from "./admin-call.ts";
import { roles } from "./users.ts";

/** How long an invitation's link works (docs/decisions/045-invites.md). */
export const INVITE_TTL_DAYS = 7;
/** The open invitations the console lists at most, newest first. */
export const INVITE_LIST_MAX = 100;

export const inviteMessages = {
  invited: "The invitation has been e-mailed.",
  resent: "A new invitation has been e-mailed. The earlier link no longer works.",
  revoked: "The invitation has been revoked. Its link no longer works.",
  notOpen: "This invitation is no longer open.",
  alreadyInvited: "An invitation to this e-mail is already open. Resend it from the list of invitations.",
  linkInvalid:
    "This invitation link is not valid. Please use the link in your most recent invitation e-mail.",
  linkExpired: "This invitation has expired. Please ask the person who invited you to send a new one.",
  linkRevoked:
    "This invitation has been withdrawn. Please ask the person who invited you if you still need an account.",
  linkUsed: "This invitation has already been accepted. Please log in.",
  accepted: "Your account is ready. Welcome!",
  tokenRequired: "The invitation link is incomplete. Please open the link from your invitation e-mail again.",
} as const;

const inviteId = z.string({ error: inviteMessages.notOpen }).uuid(inviteMessages.notOpen);
/** The random part of an invitation link (43 URL-safe characters when we make it). */
const inviteToken = z
  .string({ error: inviteMessages.tokenRequired })
  .min(1, inviteMessages.tokenRequired)
  .max(200, inviteMessages.linkInvalid);

/** What an admin fills in: who, and as what; never a password. */
export const inviteInput = z.object({
  inputEmail: emailField,
  firstName: nameField("First name"),
  lastName: nameField("Last name"),
  role: z.enum(roles, { error: "Please choose a role." }),
});

export const openInvite = z.object({
  inviteId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  /** The e-mail of the admin who sent it last ("" once that account is gone). */
  invitedBy: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type OpenInvite = z.infer<typeof openInvite>;

export const inviteUser = adminCall(
  "/api/invite_user",
  "Invite someone by e-mail to an account of a role; they set their own password (admin)",
  inviteInput.extend({ authToken: sessionToken }),
  z.object({ message: z.string(), invite: openInvite }),
);

export const listInvites = adminCall(
  "/api/list_invites",
  "The invitations not yet accepted nor revoked, newest first (admin)",
  consoleBody({}),
  z.object({ data: z.array(openInvite) }),
);

/** An admin's action on one open invitation. */
const onInvite = consoleBody({ inviteId });

export const resendInvite = adminCall(
  "/api/resend_invite",
  "E-mail an open invitation again with a new link; the earlier link stops working (admin)",
  onInvite,
);

export const revokeInvite = adminCall(
  "/api/revoke_invite",
  "Revoke an open invitation: its link stops working (admin)",
  onInvite,
);

export const viewInvite = defineEndpoint({
  method: "POST",
  path: "/api/view_invite",
  summary: "Who invited the holder of an invitation link, to which role (no account)",
  tag: "auth",
  access: "visitor",
  ipLimit: ipLimits.invite,
  body: z.object({ token: inviteToken }),
  query: undefined,
  response: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(roles),
    invitedBy: z.string(),
    expiresAt: z.string(),
  }),
});

export const acceptInvite = defineEndpoint({
  method: "POST",
  path: "/api/accept_invite",
  summary: "Set one's own password from an invitation link: the account is active and logged in",
  tag: "auth",
  access: "visitor",
  ipLimit: ipLimits.invite,
  body: z.object({ token: inviteToken, password: passwordField }),
  query: undefined,
  response: z.object({ message: z.string(), accessToken: z.string(), userName: z.string() }),
});

export const inviteEndpoints = {
  inviteUser,
  listInvites,
  resendInvite,
  revokeInvite,
  viewInvite,
  acceptInvite,
} as const;
