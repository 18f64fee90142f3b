import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../platform/database.ts";
// The names global-setup.ts provides to inject() (its `declare module "vitest"`).
import type {} from "./global-setup.ts";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase extends Database {
  /** Closes the connection and drops the database created for this test file. */
  dispose(): Promise<void>;
  url?: string;
}

let pgliteSnapshot: Promise<Blob> | undefined;

/**
 * The migrated PGlite the run's global setup left, or undefined outside Vitest (a benchmark
 * started with tsx, such as bench:chat), which then migrates a fresh one.
 */
function snapshotPath(): string | undefined {
  try {
    return inject("pgliteSnapshot");
  } catch {
    return undefined;
  }
}

/**
 * An in-memory PGlite copied from the run's migrated snapshot (migrated afresh outside Vitest), with
 * `options` such as a queue of a test's own bounds: a copy loads in a fraction of the time
 * migrations take (docs/decisions/131-ci-time-per-file.md).
 */
export async function openTestPglite(options: Omit<PgliteOptions, "loadDataDir"> = {}) {
  const snapshot = snapshotPath();
  if (snapshot) pgliteSnapshot ??= fs.readFile(snapshot).then((bytes) => new Blob([bytes]));
  const database = await openPglite(undefined, {
    ...options,
    ...(pgliteSnapshot && { loadDataDir: await pgliteSnapshot }),
  });
  await database.migrate();
  return database;
}

type PgliteOptions = NonNullable<Parameters<typeof openPglite>[1]>;

/**
 * A fresh, migrated database of the given kind: in-memory PGlite, or a new PostgreSQL database.
 * Both start as a copy of the database the API project's global setup migrated once per run
 * (global-setup.ts): PGlite from a tarball of its data directory, PostgreSQL from a template.
 * `migrate()` still runs on the copy, and finds nothing to do.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    // In-process by default: on the thread (decision 106) a burst of 40 requests is read at once, and
    // on a loaded CI machine the pace rule refused some of the tests' 40-at-once bursts.
    // TEST_PGLITE_IN_WORKER=1 runs every API test on the thread, as the server runs it (all pass on
    // a quiet machine); the server's own tests (main.test.ts) and the e2e suite use the thread.
    const database = await openTestPglite({ inWorker: process.env.TEST_PGLITE_IN_WORKER === "1" });
    // A test may already have closed it (e.g. to simulate an outage).
    return { ...database, dispose: () => database.close().catch(() => {}) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (!adminUrl || !template) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
