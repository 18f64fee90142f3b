import type { AccessPolicy } from "#api/http/access.ts";
import type { Db } from "#api/platform/database.ts";

/** What the invitation services need from outside. */
export interface InviteDeps {
  db: Db;
  now: () => Date;
  publicBaseUrl: string;
  /** Asks the mail worker to deliver queued mail now (after the transaction committed). */
  mailQueued: () => void;
  access: AccessPolicy;
}
