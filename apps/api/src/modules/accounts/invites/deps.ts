import type { AccessPolicy } from "../../../http/access.ts";
import type { Db } from "../../../platform/database.ts";

/** What the invitation services need from outside. */
export interface InviteDeps {
  db: Db;
  now: () => Date;
  publicBaseUrl: string;
  /** Asks the mail worker to deliver queued mail now (after the transaction committed). */
  mailQueued: () => void;
  access: AccessPolicy;
}
