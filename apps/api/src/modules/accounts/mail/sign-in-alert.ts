import type { MailContent } from "#api/platform/mail/templates/layout.ts";
import { accountNoticeMail } from "./account-notice.ts";

/** The login-throttle notice: wrong passwords are being tried on this account (docs/decisions/005-login-throttling.md). */
export function signInAlertMail({ baseUrl }: { baseUrl: string }): MailContent {
  return accountNoticeMail({
    subject: "Someone is trying to sign in to your account",
    said: "Several wrong passwords were just entered for your account, so further tries are being slowed down.",
    ifNot:
      "If it was you, wait a little and try again. If not, nobody got in; if your password is weak or used elsewhere, choose a new one.",
    action: { label: "Choose a new password", href: `${baseUrl}/request-reset-pw` },
  });
}
