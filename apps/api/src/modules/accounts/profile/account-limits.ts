import type { RateRule } from "#api/platform/rate-limit.ts";

const HOUR = 3600;

/**
 * Per-account limits of the calls that check the current password or send a code: a stolen
 * session cannot try passwords one after another, nor make our sender mail strangers in bulk.
 */
export const accountLimits = {
  /** Current-password checks (changing the address, deleting the account) per account. */
  passwordChecks: { points: 10, windowSeconds: 15 * 60 },
  /** Codes mailed to a new address, per account and per address. */
  codeMails: { points: 5, windowSeconds: HOUR },
} satisfies Record<string, RateRule>;
