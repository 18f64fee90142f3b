import { HttpError } from "#api/http/errors.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import type { RateLimits, RateRule } from "#api/platform/rate-limit.ts";
import { signInAlertMail } from "../mail/sign-in-alert.ts";
import { findUserByEmail } from "./accounts.ts";
import { perEmailAndAddress } from "./auth-limits.ts";
import type { AuthDeps } from "./deps.ts";
import { isKnownSignInAddress } from "./sign-in-addresses.ts";

/**
 * Password guessing is slowed per (account, client address), so a stranger's wrong passwords never
 * lock the owner out of their own address; a much higher ceiling per account across the addresses
 * that never proved to be the owner's stops distributed guessing without refusing the owner
 * (docs/decisions/055-log-in-ceiling-spares-known-addresses.md).
 */
export const loginRules = {
  /** Tries of one account from one address; counted before the password is checked. */
  pairTries: { points: 1_000_000, windowSeconds: 24 * 3600 },
  /** Holds at most one try per wait; the wait each try starts is `waitAfter(tries)`. */
  pairWait: { points: 1, windowSeconds: 15 * 60 },
  /** Tries of one account from every unknown address together (successful ones are given back). */
  account: { points: 100, windowSeconds: 3600 },
  /** The owner is told at most once a day. */
  alert: { points: 1, windowSeconds: 24 * 3600 },
} satisfies Record<string, RateRule>;

/** Tries without waiting, from one address to one account. */
export const FREE_TRIES = 4;
const MAX_WAIT_SECONDS = 15 * 60;

/** Seconds the next try must wait after try number `tries` (> FREE_TRIES): 2, 4, 8 … up to 15 minutes. */
export function waitAfter(tries: number): number {
  return Math.min(MAX_WAIT_SECONDS, 2 ** Math.max(1, tries - FREE_TRIES));
}

export interface LoginThrottle {
  /**
   * Counts this try; 429 with Retry-After while the address must wait, or while the account's
   * ceiling is reached and the address never proved to be the owner's.
   */
  before(email: string, ip: string): Promise<LoginAttempt>;
}

export interface LoginAttempt {
  /** The password was right: the address starts afresh and the try does not count against the account. */
  succeeded(): Promise<void>;
}

export function loginThrottle(deps: AuthDeps, limits: RateLimits): LoginThrottle {
  const alertOwner = async (email: string) => {
    if ((await limits.count("login-alert", loginRules.alert, email)) !== 1) return;
    const user = await findUserByEmail(deps.db, email);
    if (user?.status !== "active") return;
    await enqueueMail(
      deps.db,
      { to: user.email, ...signInAlertMail({ baseUrl: deps.publicBaseUrl }) },
      deps.now(),
    );
    deps.mailQueued();
  };
  const refusing = async (email: string, refuse: () => Promise<void>) => {
    try {
      await refuse();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) await alertOwner(email);
      throw error;
    }
  };

  return {
    async before(email, ip) {
      const pair = perEmailAndAddress(email, ip);
      // Atomic counters only: however many tries arrive at once, one try per wait gets through.
      const tries = await limits.count("login-tries", loginRules.pairTries, pair);
      if (tries > FREE_TRIES) {
        await refusing(email, () => limits.hit("login-wait", loginRules.pairWait, pair, waitAfter(tries)));
      }
      // An address that proved to be the owner's is not held by the ceiling.
      const known = await isKnownSignInAddress(deps.db, email, ip, deps.now());
      if (!known) await refusing(email, () => limits.hit("login-account", loginRules.account, email));
      return {
        async succeeded() {
          await limits.reset("login-tries", loginRules.pairTries, pair);
          await limits.reset("login-wait", loginRules.pairWait, pair);
          if (!known) await limits.refund("login-account", loginRules.account, email);
        },
      };
    },
  };
}
