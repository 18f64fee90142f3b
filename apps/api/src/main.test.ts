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
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "site-run-"));
    try {
      const port = await freePort();
      // No NODE_ENV: the launcher runs as production, so no mailbox and no key is printed.
      const env = { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };
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
    } finally {
      await removeDataDir(dataDir);
    }
  });

  it("in the local profile, prints the mailbox link with its key once, and serves mail only with it", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "site-local-"));
    try {
      const port = await freePort();
      const run = start({
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        NODE_ENV: "development",
        SEED_DEMO_DATA: "false",
      });
      await waitForHealth(port, run);
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
    } finally {
      await removeDataDir(dataDir);
    }
  }, 90_000);

  it("lets in-flight requests finish on SIGTERM under load, and exits within 10 s", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "site-stop-"));
    try {
      const port = await freePort();
      const run = start({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production" });
      await waitForHealth(port, run);
      const url = `http://127.0.0.1:${port}/api/search_jobs`;
      // The stop comes once the server answers the first of them, so the others are in flight (a
      // fixed 20 ms wait stopped it, on a loaded machine, before any had arrived).
      let firstAnswer = () => {};
      const answering = new Promise<void>((resolve) => {
        firstAnswer = resolve;
      });
      let stopped = Number.POSITIVE_INFINITY;
      const load = Array.from({ length: 40 }, (_, i) =>
        fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ keyword: i % 2 ? "engineer" : "", page: 1 }),
        }).then(
          (response) => {
            firstAnswer();
            return { status: response.status, afterStop: Date.now() >= stopped };
          },
          () => ({ status: "refused" as const, afterStop: true }),
        ),
      );
      await answering;
      stopped = Date.now();
      run.child.kill("SIGTERM");
      const answers = await Promise.all(load);
      expect(await run.exited).toBe(0);
      expect(Date.now() - stopped).toBeLessThan(10_000);
      // Requests in flight when the stop came were finished, not cut off.
      expect(answers.filter((answer) => answer.status === 200 && answer.afterStop).length).toBeGreaterThan(0);
      for (const { status } of answers) expect([200, 503, "refused"]).toContain(status);
    } finally {
      await removeDataDir(dataDir);
    }
  });
});
