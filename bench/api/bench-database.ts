// The database under load: PostgreSQL (emptied, migrated and seeded) or embedded PGlite seeded in
// the server's DATA_DIR. Seeding happens before the server starts; the stored rows are read back
// once it has stopped (PGlite allows one process at a time).
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openPglite, openPostgres } from "../../apps/api/src/platform/database.ts";
import { type SqlClient, seedJobs } from "../support/seed-jobs.ts";
import { type Account, seedAccounts } from "./seed-accounts.ts";

export type DbKind = "pg" | "pglite";

export interface BenchDatabase {
  kind: DbKind;
  /** Environment for the server: DATABASE_URL, or nothing for PGlite in DATA_DIR. */
  serverEnv: Record<string, string>;
  accounts: Account[];
  jobCount: number;
  /** Runs `work` with a client while no server is running. */
  withClient<T>(work: (client: SqlClient) => Promise<T>): Promise<T>;
}

/** Creates the database `url` names when it is missing (through the server's `postgres` one). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  await admin.end();
}

/** Creates the database if missing and empties it: the bench owns it. */
export async function recreateSchema(url: string): Promise<void> {
  await ensureDatabase(url);
  // The bench owns this database: every run starts from an empty one.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("drop schema if exists drizzle cascade");
  await client.query("drop schema public cascade");
  await client.query("create schema public");
  await client.end();
}

async function seed(client: SqlClient, jobs: number, accounts: number): Promise<Account[]> {
  let started = Date.now();
  await seedJobs(client, jobs);
  console.error(`  seeded ${jobs} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  const seeded = await seedAccounts(client, accounts);
  console.error(`  seeded ${accounts} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return seeded;
}

export async function preparePostgres(url: string, jobs: number, accounts: number): Promise<BenchDatabase> {
  await recreateSchema(url);
  const database = await openPostgres(url);
  await database.migrate();
  await database.close();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const seeded = await seed(pool, jobs, accounts);
    return {
      kind: "pg",
      serverEnv: { DATABASE_URL: url },
      accounts: seeded,
      jobCount: jobs,
      async withClient(work) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return await work(client);
        } finally {
          await client.end();
        }
      },
    };
  } finally {
    await pool.end();
  }
}

/** PGlite files where the server will find them: DATA_DIR/pglite. */
export async function preparePglite(dataDir: string, jobs: number, accounts: number): Promise<BenchDatabase> {
  const dir = path.join(dataDir, "pglite");
  const database = await openPglite(dir);
  await database.migrate();
  await database.close();
  const withClient = async <T>(work: (client: SqlClient) => Promise<T>): Promise<T> => {
    const client = await PGlite.create(dir);
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  };
  const seeded = await withClient((client) => seed(client, jobs, accounts));
  return { kind: "pglite", serverEnv: {}, accounts: seeded, jobCount: jobs, withClient };
}
