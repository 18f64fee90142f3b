import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";

/** Tells the owner that their password was changed, with a way back if it was not them. */
export function passwordChangedMail({ baseUrl }: { baseUrl: string }): MailContent {
  const link = `${baseUrl}/request-reset-pw`;
  const said = "The password of your account was just changed, and every signed-in device was signed out.";
  const ifNot = "If you did not do this, reset your password now and tell the site's administrator.";
  return {
    subject: "Your password was changed",
    text: `${said}\n\n${ifNot}\n${link}\n`,
    html: mailLayout({
      title: "Your password was changed",
      body: paragraphs([said, ifNot]),
      action: { label: "Reset my password", href: link },
    }),
  };
}
