import type { MailingDeps } from "#api/platform/mail/outbox.ts";

/** What the account services need from outside. */
export type AuthDeps = MailingDeps;
