import { roleWithArticle } from "@site/content/accounts/invite";
import { html } from "#api/platform/mail/templates/html.ts";
import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";

/**
 * An admin's invitation (docs/decisions/045-invites.md): who invited whom to what role, and the
 * one link with which the invitee sets their own password. The names are escaped by `html`.
 */
export function invitationMail({
  firstName,
  invitedBy,
  role,
  link,
  expiresAt,
}: {
  firstName: string;
  /** The inviting admin's e-mail. */
  invitedBy: string;
  role: keyof typeof roleWithArticle;
  link: string;
  expiresAt: Date;
}): MailContent {
  const greeting = `Hello ${firstName},`;
  const invited = `${invitedBy} has invited you to Automation Controller as ${roleWithArticle[role]}.`;
  const choose = "Open this link to choose your password; your account is ready as soon as you have:";
  const expiry = `The link works once and until ${expiresAt.toUTCString()}. If you did not expect this invitation, you can ignore this e-mail: no account is made without you.`;
  return {
    subject: "You are invited to Automation Controller",
    text: `${[greeting, "", invited, "", choose, link, "", expiry].join("\n")}\n`,
    html: mailLayout({
      title: "You are invited to Automation Controller",
      body: [paragraphs([greeting, invited]), html`<p style="margin:0 0 16px">${choose}</p>`],
      action: { label: "Accept the invitation", href: link },
      note: expiry,
    }),
  };
}
