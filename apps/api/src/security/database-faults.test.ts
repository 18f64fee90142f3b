import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  describeTally,
  emptyTally,
  type LoadTally,
  runLoad,
  sendMixedRequest,
  terminateConnectionsInRounds,
} from "../testing/load.ts";
import { freePort, serverList, startServer, waitForStatus200 } from "../testing/server-process.ts";
import { startTcpProxy } from "../testing/tcp-proxy.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registrations answered 200 that are not in the database (must be none). */
async function lostWrites(database: TestDatabase, tally: LoadTally): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    "select count(*)::int as n from users where email = any($1)",
    [tally.acknowledgedEmails],
  );
  await client.end();
  return tally.acknowledgedEmails.length - (rows[0]?.n ?? 0);
}

// The real server process on PostgreSQL, under a mixed load of searches and registrations (each a
// transaction), loses its database connections: the process must stay up, answer 503 with a
// message meanwhile and be ready again by itself (issue 28, item 1).
describe.runIf(postgresUrl)("a server process whose database connections drop", { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  const servers = serverList();
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "site-db-faults-"));
  });
  afterEach(() => servers.stopAll());
  afterAll(async () => {
    await servers.stopAll();
    await database.dispose();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const serverEnv = (databaseUrl: string, port: number) => ({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    SEED_DEMO_DATA: "false",
    // Each request of the load says it comes from an address of its own (load.ts).
    TRUST_PROXY: "127.0.0.1",
  });

  it("survives pg_terminate_backend in the middle of requests and transactions", async () => {
    const port = await freePort();
    const run = servers.add(startServer(serverEnv(database.url ?? "", port)));
    await waitForStatus200(port, run, "/api/ready");
    const tally = emptyTally();
    const faults = terminateConnectionsInRounds(postgresUrl ?? "", database.url ?? "", 700);
    await runLoad(12, (i) => sendMixedRequest(`http://127.0.0.1:${port}`, i, tally), faults);
    const { terminated } = await faults;
    console.info(
      `${describeTally("pg_terminate_backend x4 under load", tally)}; ${terminated} backends terminated`,
    );

    expect(terminated).toBeGreaterThan(0);
    expect(run.alive(), run.output()).toBe(true);
    const recoveryMs = await waitForStatus200(port, run, "/api/ready", 10_000);
    console.info(`ready again ${recoveryMs} ms after the last termination round`);
    expect(tally.failed, tally.failures.join("\n")).toBe(0);
    expect(tally.byStatus[500] ?? 0).toBe(0);
    expect(tally.unclear503).toBe(0);
    expect(await lostWrites(database, tally)).toBe(0);
    // It serves again, a transaction included.
    const after = emptyTally();
    for (let i = 0; i < 4; i++) await sendMixedRequest(`http://127.0.0.1:${port}`, i, after);
    expect(after.byStatus).toEqual({ 200: 4 });
  });

  it("answers 503 while the database is away and is ready again by itself when it is back", async () => {
    const url = new URL(database.url ?? "");
    const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    try {
      url.host = `127.0.0.1:${proxy.port}`;
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const run = servers.add(startServer(serverEnv(url.toString(), port)));
      await waitForStatus200(port, run, "/api/ready");
      const tally = emptyTally();
      const readyDuringOutage: (number | "refused")[] = [];
      let restoredAt = 0;
      const outage = (async () => {
        await sleep(800);
        await proxy.cut();
        await sleep(1000);
        for (let i = 0; i < 3; i++) {
          readyDuringOutage.push(
            await fetch(`${base}/api/ready`).then(
              (ready) => ready.status,
              () => "refused" as const,
            ),
          );
        }
        await sleep(1000);
        await proxy.restore();
        restoredAt = Date.now();
        await sleep(500);
      })();
      await runLoad(12, (i) => sendMixedRequest(base, i, tally), outage);
      console.info(describeTally("database away for 2 s under load", tally));

      expect(run.alive(), run.output()).toBe(true);
      expect(readyDuringOutage).toEqual([503, 503, 503]);
      await waitForStatus200(port, run, "/api/ready", 10_000);
      console.info(`ready again ${Date.now() - restoredAt} ms after the database came back`);
      expect(tally.failed, tally.failures.join("\n")).toBe(0);
      expect(tally.byStatus[503]).toBeGreaterThan(0);
      expect(tally.byStatus[500] ?? 0).toBe(0);
      expect(tally.unclear503).toBe(0);
      expect(await lostWrites(database, tally)).toBe(0);
    } finally {
      await proxy.close();
    }
  });
});
