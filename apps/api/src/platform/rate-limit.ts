import { httpMessages } from "@site/contract/messages";
import { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { TooManyRequests } from "../http/errors.ts";

export interface RateRule {
  /** Allowed attempts per window. */
  points: number;
  windowSeconds: number;
}

export interface RateLimits {
  /**
   * Counts one attempt for `key` under `rule`; throws 429 with Retry-After once over the limit.
   * `windowSeconds`, when given, is the length of a window this attempt starts (instead of the rule's).
   */
  hit(name: string, rule: RateRule, key: string, windowSeconds?: number): Promise<void>;
  /** Counts one attempt for `key` and answers how many its window holds now; never refuses. */
  count(name: string, rule: RateRule, key: string): Promise<number>;
  /** Gives back one attempt of `key` (e.g. a try that turned out to be legitimate). */
  refund(name: string, rule: RateRule, key: string): Promise<void>;
  /** Forgets the attempts of `key` (e.g. after a successful log-in). */
  reset(name: string, rule: RateRule, key: string): Promise<void>;
  close(): Promise<void>;
}

/** Counters in memory by default; in Redis when REDIS_URL is set, so several instances share them. */
export function createRateLimits(redisUrl: string | undefined, namespace = "rl"): RateLimits {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on("error", () => {
    // Reconnects by itself; while Redis is down the in-memory insurance limiter counts.
  });
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (name: string, rule: RateRule): RateLimiterAbstract => {
    const id = `${name}:${rule.points}:${rule.windowSeconds}`;
    let found = limiters.get(id);
    if (!found) {
      const options = {
        keyPrefix: `${namespace}:${name}`,
        points: rule.points,
        duration: rule.windowSeconds,
      };
      found = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      limiters.set(id, found);
    }
    return found;
  };
  return {
    async hit(name, rule, key, windowSeconds) {
      try {
        await limiter(name, rule).consume(key, 1, windowSeconds ? { customDuration: windowSeconds } : {});
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new TooManyRequests(httpMessages.tooManyRequests, error.msBeforeNext / 1000);
        }
        throw error;
      }
    },
    async count(name, rule, key) {
      try {
        return (await limiter(name, rule).consume(key)).consumedPoints;
      } catch (error) {
        if (error instanceof RateLimiterRes) return error.consumedPoints;
        throw error;
      }
    },
    async refund(name, rule, key) {
      await limiter(name, rule).reward(key);
    },
    async reset(name, rule, key) {
      await limiter(name, rule).delete(key);
    },
    async close() {
      redis?.disconnect();
    },
  };
}
