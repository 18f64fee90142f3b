import { createRequire } from "node:module";
import { httpMessages } from "@site/contract/messages";
import { lt } from "drizzle-orm";
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { rateLimitCounters } from "../db/schema.ts";
import { TooManyRequests } from "../http/errors.ts";
import type { Db } from "./database.ts";

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
  /** Where the counters are kept right now: shared through Redis, or its fallback, or memory (no REDIS_URL). */
  store(): "redis" | "fallback" | "memory";
  close(): Promise<void>;
}

export interface RateLimitOptions {
  /** Prefix of the counters' keys; tests take one of their own. */
  namespace?: string;
  /**
   * The database every instance shares: while Redis is away the counters are kept in it, so the
   * limits stay the same for the whole site. Without it the fallback counts in this process only.
   */
  db?: Db;
  /** Told once when Redis goes away and once when it is back, never per request. */
  log?: (level: "warn" | "info", line: string) => void;
}

/** Loaded when REDIS_URL is set, not at every start (docs/decisions/081-start-fast-refuse-fast.md). */
const loadIoredis = () => createRequire(import.meta.url)("ioredis") as typeof import("ioredis");

/**
 * Counters in memory by default; in Redis when REDIS_URL is set, so several instances share them.
 * While Redis is unreachable every call falls back to counters in the shared database
 * (rate_limit_counters), so a limit stays one limit for the whole site instead of one per
 * instance; once Redis answers again it counts there again.
 */
export function createRateLimits(redisUrl: string | undefined, options: RateLimitOptions = {}): RateLimits {
  const { namespace = "rl", db, log = () => {} } = options;
  const redis = redisUrl
    ? new (loadIoredis().Redis)(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  // Until the first connection is ready calls fail fast (no offline queue) and the fallback counts.
  let redisState: "connecting" | "up" | "down" = "connecting";
  let closing = false;
  const wentAway = () => {
    if (redisState === "down" || closing) return;
    redisState = "down";
    log(
      "warn",
      db
        ? "Redis is unreachable: rate limits are counted in the database until it is back"
        : "Redis is unreachable: rate limits are counted by each instance alone until it is back",
    );
  };
  redis?.on("error", wentAway);
  redis?.on("close", wentAway);
  redis?.on("ready", () => {
    const wasDown = redisState === "down";
    redisState = "up";
    if (!wasDown) return;
    log("info", "Redis is back: rate limits are counted in Redis again");
    // The fallback's counters are done with; expired ones would otherwise stay.
    db?.delete(rateLimitCounters)
      .where(lt(rateLimitCounters.expire, new Date()))
      .catch(() => {});
  });
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (name: string, rule: RateRule): RateLimiterAbstract => {
    const id = `${name}:${rule.points}:${rule.windowSeconds}`;
    let found = limiters.get(id);
    if (!found) {
      const limits = {
        keyPrefix: `${namespace}:${name}`,
        points: rule.points,
        duration: rule.windowSeconds,
      };
      // Without Redis (one instance) memory counts, as fast as it gets; the database only stands in for Redis.
      const fallback =
        redis && db
          ? new RateLimiterDrizzle({
              ...limits,
              storeClient: db,
              schema: rateLimitCounters,
              // Expired rows are removed when Redis is back; no timer per limiter.
              clearExpiredByTimeout: false,
              // Should the database fail as well, this process still counts.
              insuranceLimiter: new RateLimiterMemory(limits),
            })
          : new RateLimiterMemory(limits);
      found = redis
        ? new RateLimiterRedis({ ...limits, storeClient: redis, insuranceLimiter: fallback })
        : fallback;
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
    store() {
      if (!redis) return "memory";
      return redisState === "up" ? "redis" : "fallback";
    },
    async close() {
      closing = true;
      redis?.disconnect();
    },
  };
}
