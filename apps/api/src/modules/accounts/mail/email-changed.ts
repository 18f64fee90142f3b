import type { MailContent } from "#api/platform/mail/templates/layout.ts";
import { accountNoticeMail } from "./account-notice.ts";

/**
 * Tells the account's previous address that the account now uses another one. It does not name
 * the new address: if someone else made the change, the mail must not help them further by
 * telling this mailbox (or whoever reads it) where the account went. It says how to get the
 * account back instead (docs/decisions/056-code-tries-per-address-and-email-change.md).
 */
export function emailChangedMail({ baseUrl }: { baseUrl: string }): MailContent {
  return accountNoticeMail({
    subject: "Your e-mail address was changed",
    said: "The e-mail address of your account was changed. This address no longer signs in, and every code we had mailed here no longer works.",
    ifNot:
      "If you did not do this, write to us at once through our contact page, from this address: we will lock the account and give it back to you.",
    action: { label: "Contact us", href: `${baseUrl}/contact-us` },
  });
}
