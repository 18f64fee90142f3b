import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { jobs } from "./db/schema.ts";
import { openPglite } from "./platform/database.ts";
import {
  freePort,
  type ServerProcess,
  serverList,
  startServer,
  waitForStatus200,
} from "./testing/server-process.ts";

const servers = serverList();
const start = (env: Record<string, string>): ServerProcess => servers.add(startServer(env));
const waitForHealth = (port: number, run: ServerProcess) => waitForStatus200(port, run);
const stopRunning = () => servers.stopAll();
/** Removes a server's data directory once no server writes into it any more (it could, killed late). */
async function removeDataDir(dataDir: string): Promise<void> {
  await stopRunning();
  await fs.rm(dataDir, { recursive: true, force: true });
}
afterEach(stopRunning);

/** Runs `use` with a new data directory, removed afterwards. */
async function withDataDir(prefix: string, use: (dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  try {
    await use(dataDir);
  } finally {
    await removeDataDir(dataDir);
  }
}

/** Starts a server on a free local port with `env` and waits until it answers there. */
async function serve(env: Record<string, string>): Promise<{ port: number; run: ServerProcess }> {
  const port = await freePort();
  const run = start({ PORT: String(port), HOST: "127.0.0.1", ...env });
  await waitForHealth(port, run);
  return { port, run };
}

// Each test starts the real server once or twice (tsx, migrations, demo data) and waits up to
// 30 s for each start; on a loaded CI machine two starts can take longer than the default 30 s.
describe("starting the server process", { timeout: 150_000 }, () => {
  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a port number \(got "abc"\)$/],
    [
      { DATABASE_URL: "mysql://db/site" },
      /^Invalid configuration: DATABASE_URL must be a URL like postgres:/,
    ],
    [
      { DATABASE_URL: "postgres://postgres@127.0.0.1:1/site" },
      /^Cannot reach the database at 127\.0\.0\.1:1\/site \(ECONNREFUSED\): check DATABASE_URL/,
    ],
    [
      { NODE_ENV: "production", DEV_MAILBOX: "true" },
      /^Invalid configuration: DEV_MAILBOX cannot be on when NODE_ENV=production/,
    ],
    [{ DEV_MAILBOX: "true" }, /^Invalid configuration: DEV_MAILBOX cannot be on when NODE_ENV=production/],
  ])("stops with one clear line for %o", async (env, expected) => {
    const run = start({ ...env, DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), "site-bad-")) });
    expect(await run.exited).toBe(1);
    const lines = run.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(expected);
  });

  it("serves, shuts down gracefully on SIGTERM, and keeps its data across a restart", async () => {
    await withDataDir("site-run-", async (dataDir) => {
      const port = await freePort();
      // No NODE_ENV: the launcher runs as production, so no mailbox and no key is printed.
      const env = { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: "0" };
      const first = start(env);
      await waitForHealth(port, first);
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(await ready.json()).toEqual({ status: "ready", database: "pglite" });
      expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox.json`)).status).toBe(404);
      expect(first.output()).not.toMatch(/mailbox/);
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);

      const second = start(env);
      await waitForHealth(port, second);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);

      // The demo data was seeded once, on the first start only, and is still there.
      const database = await openPglite(path.join(dataDir, "pglite"));
      const [row] = await database.db.select({ n: count() }).from(jobs);
      await database.close();
      expect(row?.n).toBeGreaterThanOrEqual(50);
      expect(row?.n).toBeLessThan(100);
    });
  });

  it("in the local profile, prints the mailbox link with its key once, and serves mail only with it", async () => {
    await withDataDir("site-local-", async (dataDir) => {
      const { port, run } = await serve({
        DATA_DIR: dataDir,
        NODE_ENV: "development",
        SEED_DEMO_DATA: "false",
      });
      const links = [...run.output().matchAll(/http:\/\/127\.0\.0\.1:(\d+)\/dev\/mailbox\?key=([\w-]+)/g)];
      expect(links).toHaveLength(1);
      expect(links[0]?.[1]).toBe(String(port));
      const key = links[0]?.[2] ?? "";
      expect(key).toHaveLength(32);
      const base = `http://127.0.0.1:${port}/dev/mailbox.json`;
      expect((await fetch(base)).status).toBe(404);
      expect((await fetch(`${base}?key=${key.slice(1)}`)).status).toBe(404);
      const answer = await fetch(`${base}?key=${key}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ mails: [] });
    });
  }, 90_000);

  it("on SIGTERM turns not ready first, keeps serving through the drain, and finishes all 20 requests in flight", async () => {
    await withDataDir("site-stop-", async (dataDir) => {
      const { port, run } = await serve({
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        SHUTDOWN_DRAIN_MS: "2000",
      });
      const base = `http://127.0.0.1:${port}`;
      const post = (url: string, body: object) =>
        fetch(`${base}${url}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const jobId = (
        (await (await post("/api/search_jobs", { keyword: "", page: 1 })).json()) as {
          data: { jobId: number }[];
        }
      ).data[0]?.jobId;
      expect(jobId).toBeGreaterThan(0);
      // Three routes, so no lane of the embedded database's queue is full (decision 027): every
      // request is answered 200 unless the stop cuts it off.
      const request = (i: number) =>
        i < 7
          ? post("/api/search_jobs", { keyword: i % 2 ? "engineer" : "", page: 1 })
          : i < 14
            ? post("/api/view_job_post", { accessToken: null, job_id: jobId })
            : fetch(`${base}/api/health`);
      // The stop comes once the server answers the first of them, so the others are in flight.
      let firstAnswer = () => {};
      const answering = new Promise<void>((resolve) => {
        firstAnswer = resolve;
      });
      const inFlight = Array.from({ length: 20 }, (_, i) =>
        request(i).then(
          async (response) => {
            firstAnswer();
            await response.arrayBuffer();
            return response.status;
          },
          (error: Error) => `reset: ${String(error.cause ?? error)}`,
        ),
      );
      await answering;
      run.child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Draining: not ready, so the load balancer takes the instance out...
      const ready = await fetch(`${base}/api/ready`).then(
        async (response) => ({ status: response.status, body: await response.json() }),
        () => "refused",
      );
      expect(ready).toEqual({
        status: 503,
        body: { message: "This instance is shutting down, please try again shortly", code: "busy" },
      });
      // ...while a request that comes now is still served.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const late = await post("/api/search_jobs", { keyword: "", page: 1 }).then(
        (response) => response.status,
        () => "refused",
      );
      expect(late).toBe(200);
      expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(await run.exited).toBe(0);
    });
  });
});
