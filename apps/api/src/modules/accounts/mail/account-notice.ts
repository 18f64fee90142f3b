import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";

/**
 * A notice about the account that its owner may not have caused: what happened, what to do if it
 * was not them, and the one link that helps, in the plain text and in the shared layout alike
 * (the subject is also the heading).
 */
export function accountNoticeMail({
  subject,
  said,
  ifNot,
  action,
}: {
  subject: string;
  said: string;
  ifNot: string;
  action: { label: string; href: string };
}): MailContent {
  return {
    subject,
    text: `${said}\n\n${ifNot}\n${action.href}\n`,
    html: mailLayout({ title: subject, body: paragraphs([said, ifNot]), action }),
  };
}
