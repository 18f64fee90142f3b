import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { setPasswordHashCostForTests } from "../modules/accounts/public.ts";
import { createRateLimits } from "../platform/rate-limit.ts";
import { accountWithSession } from "./accounts.ts";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./test-database.ts";

// Test apps hash passwords at argon2id's minimum cost; passwords.test.ts checks the real one.
setPasswordHashCostForTests("minimal");

/** The configuration tests run with: a fresh temporary DATA_DIR, quiet logs, no demo data. */
export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "site-test-"));
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO_DATA: "false",
    WEB_BUILD_DIR: path.join(dataDir, "no-web-build"),
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** Builds the app exactly as production does, on its own fresh database and temporary DATA_DIR. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  prepare?: (app: FastifyInstance) => void | Promise<void>,
  deps: Partial<Omit<AppDeps, "config" | "database">> = {},
): Promise<TestApp> {
  const config = await testConfig(env);
  const dataDir = config.dataDir;
  const database = await createTestDatabase(kind);
  // Production's options, except shedding load on event-loop lag: a loaded test machine stalls the
  // loop for seconds while PGlite migrates or bulk-inserts, and a 503 there would fail an unrelated
  // test. Load shedding has its own tests with tight thresholds (http/load-shedding.test.ts).
  // Counters of their own: in the machine's shared Redis every test app would otherwise count
  // 127.0.0.1 in one bucket with every other test file (and earlier runs within the hour).
  const rateLimits =
    deps.rateLimits ??
    (config.redisUrl
      ? createRateLimits(config.redisUrl, { namespace: `test-${randomUUID()}`, db: database.db })
      : undefined);
  const app = await buildApp(
    { ...deps, ...(rateLimits ? { rateLimits } : {}), config, database },
    { loadShedding: { maxEventLoopDelayMs: 0, sampleIntervalMs: 1000 } },
  );
  await prepare?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where the links in a test app's mails point. */
export const TEST_PUBLIC_BASE_URL = "https://jobs.example.com";

/**
 * A test app that sends its mails to `smtp` with links to TEST_PUBLIC_BASE_URL, for tests that
 * follow a mailed link (verify, invite, status link); `deps` as for createTestApp (e.g. a clock).
 */
export function createMailingTestApp(
  kind: DatabaseKind,
  smtp: { url: string },
  deps: Partial<Omit<AppDeps, "config" | "database">> = {},
): Promise<TestApp> {
  return createTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL }, undefined, deps);
}

/**
 * A POST on the test app that `testApp()` answers, each call from an address of its own in
 * 10.`network`.x.y, so per-address limits never decide a test; give each test file a `network` of
 * its own.
 */
export function postFromFreshAddresses(testApp: () => TestApp, network: number) {
  let client = 0;
  return (url: string, payload: object) => {
    client += 1;
    return testApp().app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress: `10.${network}.${client >> 8}.${client & 255}`,
    });
  };
}

/**
 * A POST that reaches the app through a trusted proxy at 127.0.0.1 on behalf of the client
 * `forwardedFor` (X-Forwarded-For), for apps made with TRUST_PROXY=127.0.0.1.
 */
export const postThroughProxy = (t: TestApp, url: string, forwardedFor: string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url,
    remoteAddress: "127.0.0.1",
    headers: { "x-forwarded-for": forwardedFor },
    ...(payload === undefined ? {} : { payload }),
  });

/** A test app of `kind` (with `env`) and the session token of an admin signed in on it. */
export async function createTestAppWithAdmin(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp(kind, env);
  return { t, admin: (await accountWithSession(t.database.db, "admin")).token };
}

/** Runs `use` on a new test app of `kind` with `env`, and closes the app after it, even when `use` fails. */
export async function onTestApp<T>(
  kind: DatabaseKind,
  env: Record<string, string>,
  use: (t: TestApp) => Promise<T>,
): Promise<T> {
  const t = await createTestApp(kind, env);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}
