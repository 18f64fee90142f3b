import type { MailContent } from "#api/platform/mail/templates/layout.ts";
import { accountNoticeMail } from "./account-notice.ts";

/** Tells the owner that their password was changed, with a way back if it was not them. */
export function passwordChangedMail({ baseUrl }: { baseUrl: string }): MailContent {
  return accountNoticeMail({
    subject: "Your password was changed",
    said: "The password of your account was just changed, and every signed-in device was signed out.",
    ifNot: "If you did not do this, reset your password now and tell the site's administrator.",
    action: { label: "Reset my password", href: `${baseUrl}/request-reset-pw` },
  });
}
