import { HttpError } from "../../http/errors.ts";
import { enqueueMail } from "../../platform/mail/outbox.ts";
import { signInAlertMail } from "../../platform/mail/templates/sign-in-alert.ts";
import type { RateLimits, RateRule } from "../../platform/rate-limit.ts";
import { findUserByEmail } from "./accounts.ts";
import type { AuthDeps } from "./deps.ts";

/**
 * Password guessing is slowed per (account, client address), so a stranger's wrong passwords never
 * lock the owner out of their own address; a much higher ceiling per account across all addresses
 * stops distributed guessing (docs/decisions/005-login-throttling.md).
 */
export const loginRules = {
  /** Tries of one account from one address; counted before the password is checked. */
  pairTries: { points: 1_000_000, windowSeconds: 24 * 3600 },
  /** Holds at most one try per wait; the wait each try starts is `waitAfter(tries)`. */
  pairWait: { points: 1, windowSeconds: 15 * 60 },
  /** Tries of one account from every address together (successful ones are given back). */
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
  /** Counts this try; 429 with Retry-After while the address must wait or the account's ceiling is reached. */
  before(email: string, ip: string): Promise<void>;
  /** The password was right: the address starts afresh and the try does not count against the account. */
  succeeded(email: string, ip: string): Promise<void>;
}

export function loginThrottle(deps: AuthDeps, limits: RateLimits): LoginThrottle {
  const pairKey = (email: string, ip: string) => `${email}|${ip}`;

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
      const pair = pairKey(email, ip);
      // Atomic counters only: however many tries arrive at once, one try per wait gets through.
      const tries = await limits.count("login-tries", loginRules.pairTries, pair);
      if (tries > FREE_TRIES) {
        await refusing(email, () => limits.hit("login-wait", loginRules.pairWait, pair, waitAfter(tries)));
      }
      await refusing(email, () => limits.hit("login-account", loginRules.account, email));
    },
    async succeeded(email, ip) {
      const pair = pairKey(email, ip);
      await limits.reset("login-tries", loginRules.pairTries, pair);
      await limits.reset("login-wait", loginRules.pairWait, pair);
      await limits.refund("login-account", loginRules.account, email);
    },
  };
}
