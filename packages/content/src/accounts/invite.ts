import type { PageCopy } from "@site/content/site";

/** A role with its article, as the invitation mail and the accept page say it. */
export const roleWithArticle = {
  candidate: "a candidate",
  employer: "an employer",
  admin: "an admin",
} as const;

/** The page an invitee reaches from the link of an invitation mail (docs/decisions/045-invites.md). */
export const acceptInviteCopy = {
  page: {
    title: "Accept your invitation",
    heading: "Accept your invitation",
    description: "Choose your password to start using your account.",
  } satisfies PageCopy,
  loading: "Loading your invitation...",
  missingLink: "The invitation link is incomplete. Please open the link from your invitation e-mail again.",
  invitedAs: (invitedBy: string, role: keyof typeof roleWithArticle) =>
    `${invitedBy || "An admin"} has invited you to join as ${roleWithArticle[role]}.`,
  accountFor: (name: string, email: string) => `Your account: ${name} (${email})`,
  validUntil: (date: string) => `This invitation is valid until ${date}.`,
  passwordLabel: "Choose a password",
  passwordHint: "At least 8 characters; a common password is refused.",
  submit: "Set my password",
  submitBusy: "Setting up your account...",
  logInLink: "Go to Login",
} as const;
