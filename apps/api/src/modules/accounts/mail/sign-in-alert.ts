import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";

/** The login-throttle notice: wrong passwords are being tried on this account (docs/decisions/005-login-throttling.md). */
export function signInAlertMail({ baseUrl }: { baseUrl: string }): MailContent {
  const link = `${baseUrl}/request-reset-pw`;
  const subject = "Someone is trying to sign in to your account";
  const said =
    "Several wrong passwords were just entered for your account, so further tries are being slowed down.";
  const ifNot =
    "If it was you, wait a little and try again. If not, nobody got in; if your password is weak or used elsewhere, choose a new one.";
  return {
    subject,
    text: `${said}\n\n${ifNot}\n${link}\n`,
    html: mailLayout({
      title: subject,
      body: paragraphs([said, ifNot]),
      action: { label: "Choose a new password", href: link },
    }),
  };
}
