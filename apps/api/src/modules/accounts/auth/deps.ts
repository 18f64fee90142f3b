import type { Db } from "#api/platform/database.ts";

/** What the account services need from outside. */
export interface AuthDeps {
  db: Db;
  now: () => Date;
  publicBaseUrl: string;
  /** Asks the mail worker to deliver queued mail now (after the transaction committed). */
  mailQueued: () => void;
}
