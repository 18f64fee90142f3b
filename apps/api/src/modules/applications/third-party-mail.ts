import { TooManyRequests } from "#api/http/errors.ts";
import type { RateLimits, RateRule } from "#api/platform/rate-limit.ts";

// See docs/decisions/010-safe-file-names-and-third-party-mail.md.

/** Mails to one address nobody verified, per 24 hours. */
export const unverifiedMailPerDay: RateRule = { points: 3, windowSeconds: 24 * 3600 };

/**
 * Counts one mail to an address nobody verified; false once the address had its share today.
 * The counter is atomic (rate-limiter-flexible, in Redis when REDIS_URL is set).
 */
export async function mayMailUnverified(limits: RateLimits, address: string): Promise<boolean> {
  try {
    await limits.hit("mail-unverified", unverifiedMailPerDay, address.trim().toLowerCase());
    return true;
  } catch (error) {
    if (error instanceof TooManyRequests) return false;
    throw error;
  }
}
