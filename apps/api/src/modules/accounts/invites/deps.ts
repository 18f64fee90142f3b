import type { AccessPolicy } from "#api/http/access.ts";
import type { MailingDeps } from "#api/platform/mail/outbox.ts";

/** What the invitation services need from outside. */
export interface InviteDeps extends MailingDeps {
  access: AccessPolicy;
}
