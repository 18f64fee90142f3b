import type { RateRule } from "#api/platform/rate-limit.ts";

const HOUR = 3600;

/**
 * Rate limits per e-mail address (429 with Retry-After). The per-address limits are declared on
 * the contract endpoints and counted before the body is read (http/ip-limits.ts).
 */
export const authLimits = {
  mailPerEmail: { points: 5, windowSeconds: HOUR },
  /**
   * Code tries per (e-mail address, client address) on each verify endpoint, as log-in counts them:
   * a stranger's wrong codes use up the stranger's allowance, never the owner's. The code itself
   * dies after MAX_CODE_ATTEMPTS tries from anywhere (one-time-codes.ts), so spreading guesses over
   * many addresses gains nothing (docs/decisions/056-code-tries-per-address-and-email-change.md).
   */
  verifyPerEmail: { points: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/** The counter of verification mails per address: resends and log-ins of unverified accounts share it. */
export const VERIFICATION_MAIL_COUNTER = "resend-email";

/** The key of a counter per (e-mail address, client address). */
export const perEmailAndAddress = (email: string, ip: string) => `${email}|${ip}`;
