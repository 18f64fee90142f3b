import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import net, { type AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { TooManyRequests } from "../http/errors.ts";
import { testConfig } from "../testing/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/test-database.ts";
import { createRateLimits, type RateLimits } from "./rate-limit.ts";

const METRICS_TOKEN = "metrics-token-redis-outage-7c1d";
const rule = { points: 5, windowSeconds: 600 };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A redis-server of this test's own on `port` (never the machine's shared one), without persistence. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) resolve();
    });
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What 7 tries under the limit of 5 give, the instances counting together: 5 pass, then 429s. */
const fiveThenRefused = [false, false, false, false, false, true, true];

/** Which of `tries` attempts (alternating between the instances) were refused with 429. */
async function refusedOf(instances: RateLimits[], key: string, tries: number): Promise<boolean[]> {
  const refused: boolean[] = [];
  for (let i = 0; i < tries; i += 1) {
    const outcome = await instances[i % instances.length]
      ?.hit("login", rule, key)
      .then(() => false)
      .catch((error: unknown) => {
        if (error instanceof TooManyRequests) return true;
        throw error;
      });
    refused.push(outcome ?? false);
  }
  return refused;
}

describe.each(databaseKinds())(
  "rate limits of two instances while Redis goes away and comes back, on %s",
  (kind) => {
    let redis: ChildProcess;
    let port: number;
    let database: TestDatabase;
    let app: FastifyInstance;
    const logs: [string[], string[]] = [[], []];
    let instances: [RateLimits, RateLimits];
    const namespace = `outage-${randomUUID()}`;
    const gauge = async () =>
      (
        await app.inject({
          method: "GET",
          url: "/metrics",
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body.match(/^rate_limit_redis_up (\d)$/m)?.[1];

    beforeAll(async () => {
      port = await freePort();
      redis = await startRedis(port);
      database = await createTestDatabase(kind);
      const url = `redis://127.0.0.1:${port}`;
      const instance = (log: string[]) =>
        createRateLimits(url, {
          namespace,
          db: database.db,
          log: (level, line) => log.push(`${level}: ${line}`),
        });
      instances = [instance(logs[0]), instance(logs[1])];
      // The first instance is a whole app, for its /metrics.
      app = await buildApp({
        config: await testConfig({ METRICS_TOKEN }),
        database,
        rateLimits: instances[0],
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await instances[1].close();
      if (redis.exitCode === null) await stopRedis(redis);
      await database.dispose();
    });

    it("counts one limit for the whole site while Redis is up", async () => {
      await until(() => instances.every((limits) => limits.store() === "redis"), "both are connected");
      expect(await refusedOf(instances, "ada@example.com", 7)).toEqual(fiveThenRefused);
      expect(await gauge()).toBe("1");
    });

    it("keeps one limit for the site while Redis is away, and says so once", async () => {
      await stopRedis(redis);
      expect(await refusedOf(instances, "grace@example.com", 7)).toEqual(fiveThenRefused);
      // The instance that counted fewer than 5 itself is refused too: the counters are shared.
      await expect(instances[1].hit("login", rule, "grace@example.com")).rejects.toBeInstanceOf(
        TooManyRequests,
      );
      await refusedOf(instances, "many-more@example.com", 20);
      await until(() => instances.every((limits) => limits.store() === "fallback"), "both see Redis gone");
      for (const log of logs) {
        expect(log).toEqual([
          "warn: Redis is unreachable: rate limits are counted in the database until it is back",
        ]);
      }
      expect(await gauge()).toBe("0");
    });

    it("counts in Redis again once it is back, and says so once", async () => {
      redis = await startRedis(port);
      await until(() => instances.every((limits) => limits.store() === "redis"), "both see Redis back");
      for (const log of logs)
        expect(log[1]).toBe("info: Redis is back: rate limits are counted in Redis again");
      expect(logs.map((log) => log.length)).toEqual([2, 2]);
      expect(await gauge()).toBe("1");
      expect(await refusedOf(instances, "linus@example.com", 6)).toEqual([
        false,
        false,
        false,
        false,
        false,
        true,
      ]);
      const direct = new Redis(`redis://127.0.0.1:${port}`);
      expect(await direct.get(`${namespace}:login:linus@example.com`)).toBe("6");
      direct.disconnect();
    });
  },
);
