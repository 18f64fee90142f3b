import type { RateRule } from "../../platform/rate-limit.ts";

const HOUR = 3600;

/**
 * Rate limits per e-mail address (429 with Retry-After). The per-address limits are declared on
 * the contract endpoints and counted before the body is read (http/ip-limits.ts).
 */
export const authLimits = {
  mailPerEmail: { points: 5, windowSeconds: HOUR },
  /** Code tries per e-mail address on each verify endpoint, whatever the client's address. */
  verifyPerEmail: { points: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/** The counter of verification mails per address: resends and log-ins of unverified accounts share it. */
export const VERIFICATION_MAIL_COUNTER = "resend-email";
