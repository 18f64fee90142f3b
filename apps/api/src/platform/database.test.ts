import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { jobs } from "../db/schema.ts";
import { createTestDatabase, databaseKinds } from "../testing/test-database.ts";
import { withTestDatabase } from "../testing/with-test-database.ts";
import { isDatabaseUnavailable, openPglite, openPostgres, queryRows } from "./database.ts";
import { describeStartupError } from "./startup-errors.ts";

describe.each(databaseKinds())("database on %s", (kind) => {
  const made = withTestDatabase(kind);

  it("applies migrations idempotently", async () => {
    await made.database.migrate();
    const tables = await queryRows<{ table_name: string }>(
      made.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "users",
        "sessions",
        "one_time_tokens",
        "profiles",
        "stored_files",
        "jobs",
        "applications",
        "inquiries",
        "mail_outbox",
      ]),
    );
  });

  it("keeps a weighted full-text vector of each job, searchable through the GIN index", async () => {
    await made.database.db.insert(jobs).values([
      {
        title: "Kubernetes Platform Engineer",
        companyName: "Bluepeak Cloud",
        location: "Berlin, Germany",
        descriptionHtml: "<p>Run <strong>clusters</strong> with Terraform.</p>",
      },
      {
        title: "Technical Writer",
        companyName: "Northwind Robotics",
        location: "Remote",
        descriptionHtml: "<p>Document our Kubernetes operator.</p>",
      },
    ]);
    const result = await queryRows<{ title: string; rank: number }>(
      made.database.db,
      sql`
      select title, ts_rank(search_vector, query) as rank
      from jobs, websearch_to_tsquery('english', 'kubernetes') query
      where search_vector @@ query order by rank desc`,
    );
    // Both match; the title match (weight A) outranks the description match (weight D).
    expect(result.map((row) => row.title)).toEqual(["Kubernetes Platform Engineer", "Technical Writer"]);
    const tags = await queryRows(
      made.database.db,
      sql`select 1 from jobs where search_vector @@ to_tsquery('english', 'strong')`,
    );
    expect(tags).toHaveLength(0);
    const prefix = await queryRows<{ title: string }>(
      made.database.db,
      sql`select title from jobs where search_vector @@ to_tsquery('english', 'terra:*')`,
    );
    expect(prefix.map((row) => row.title)).toEqual(["Kubernetes Platform Engineer"]);
  });
});

describe("embedded database files", () => {
  it("keep their data across a restart", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "pglite-"));
    try {
      const first = await openPglite(dir);
      await first.migrate();
      await first.db
        .insert(jobs)
        .values({ title: "SRE", companyName: "Acme", location: "Remote", descriptionHtml: "<p>x</p>" });
      await first.close();
      const second = await openPglite(dir);
      await second.migrate();
      const rows = await second.db.select({ title: jobs.title }).from(jobs);
      expect(rows).toEqual([{ title: "SRE" }]);
      await second.close();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    // Two cold starts of the embedded database, each migrating from nothing: at load average 8–12 a
    // clean-clone CI needed more than the default 30 s (32 s and 48 s in two runs).
  }, 120_000);
});

describe("an unreachable PostgreSQL", () => {
  it("fails fast and is described in one clear line", async () => {
    const url = "postgres://postgres@127.0.0.1:1/site";
    const database = await openPostgres(url);
    const started = Date.now();
    const error = await database.migrate().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    const line = describeStartupError(error, loadConfig({ DATABASE_URL: url }));
    expect(line).toBe(
      "Cannot reach the database at 127.0.0.1:1/site (ECONNREFUSED): check DATABASE_URL and that PostgreSQL is running",
    );
    await database.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL's pool size (DATABASE_POOL_SIZE)", () => {
  it("opens at most the size given: the rest wait for a connection", async () => {
    const made = await createTestDatabase("postgres");
    const database = await openPostgres(made.url as string, () => {}, 3);
    try {
      const name = new URL(made.url as string).pathname.slice(1);
      // Drizzle sends a query when it is awaited: `then` starts all eight at once.
      const sleeps = Array.from({ length: 8 }, () =>
        database.db.execute(sql`select pg_sleep(0.4)`).then(() => {}),
      );
      await expect.poll(() => database.poolStats().waiting, { timeout: 5000 }).toBe(5);
      expect(database.poolStats()).toMatchObject({ inUse: 3, capacity: 3 });
      // The database sees three sleeping at once, not eight.
      const sleeping = async () =>
        (
          await queryRows<{ n: number }>(
            made.db,
            sql`select count(*)::int as n from pg_stat_activity
                where datname = ${name} and state = 'active' and query like 'select pg_sleep(0.4)%'`,
          )
        )[0]?.n;
      await expect.poll(sleeping, { timeout: 5000 }).toBe(3);
      await Promise.all(sleeps);
    } finally {
      await database.close();
      await made.dispose();
    }
  }, 30_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "transactions while PostgreSQL terminates the pool's backends",
  () => {
    it("give every client back to the pool, also when `begin` itself fails", async () => {
      const database = await createTestDatabase("postgres");
      const admin = await openPostgres(process.env.TEST_DATABASE_URL as string);
      try {
        const name = new URL(database.url as string).pathname.slice(1);
        const failures: string[] = [];
        for (let round = 0; round < 30; round++) {
          const work = Array.from({ length: 12 }, () =>
            database.db
              .transaction(async (tx) => {
                await tx.execute(sql`select pg_sleep(0.01)`);
              })
              .catch((error: Error) => {
                failures.push(error.message);
              }),
          );
          await admin.db.execute(
            sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
          );
          await Promise.all(work);
        }
        // The faults did hit transactions; yet once they are over no client is left checked out.
        expect(failures.length).toBeGreaterThan(0);
        await expect.poll(() => database.poolStats().inUse, { timeout: 5000 }).toBe(0);
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        });
      } finally {
        await admin.close();
        await database.dispose();
      }
    }, 60_000);

    it("begin once more on a fresh connection when the pooled one died while idle", async () => {
      const database = await createTestDatabase("postgres");
      const admin = await openPostgres(process.env.TEST_DATABASE_URL as string);
      try {
        const name = new URL(database.url as string).pathname.slice(1);
        let ran = 0;
        for (let round = 0; round < 15; round++) {
          // Five idle clients in the pool, then their backends terminated (a database restart).
          await Promise.all(
            Array.from({ length: 5 }, () => database.db.execute(sql`select pg_sleep(0.005)`)),
          );
          await admin.db.execute(
            sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
          );
          // The very next transaction succeeds: its work runs once, on a live connection.
          await database.db.transaction(async (tx) => {
            ran++;
            await tx.execute(sql`select 1`);
          });
        }
        expect(ran).toBe(15);
        expect(database.poolStats().inUse).toBe(0);
      } finally {
        await admin.close();
        await database.dispose();
      }
    }, 60_000);
  },
);
