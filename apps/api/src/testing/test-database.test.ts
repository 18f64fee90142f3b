import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { appSettings } from "../db/schema.ts";
import { queryRows } from "../platform/database.ts";
import { migrationsKey, postgresTemplate } from "./global-setup.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./test-database.ts";

// Test databases are copies of one migrated per run (global-setup.ts); each must still be a
// database of its own that starts empty, whatever the tests before it wrote.
describe.each(databaseKinds())("test databases on %s", (kind) => {
  const opened: TestDatabase[] = [];
  const open = async () => {
    const database = await createTestDatabase(kind);
    opened.push(database);
    return database;
  };
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.dispose()));
  });

  it("start migrated and empty, and a row written in one never shows in another", async () => {
    const first = await open();
    await first.db.insert(appSettings).values({ key: "written-by-the-first", value: { n: 1 } });
    const second = await open();

    const tables = await queryRows<{ name: string }>(
      second.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(["users", "jobs", "applications", "inquiries", "mail_outbox", "app_settings"]),
    );
    expect(await second.db.select().from(appSettings)).toEqual([]);
    expect(await first.db.select({ key: appSettings.key }).from(appSettings)).toEqual([
      { key: "written-by-the-first" },
    ]);
  });
});

describe("the key the migrated copies are named after", () => {
  const folder = path.resolve(import.meta.dirname, "../../drizzle");
  let copy: string;
  afterAll(async () => {
    if (copy) await fs.rm(copy, { recursive: true, force: true });
  });

  it("stays for the same migrations and changes with a changed or an added migration", async () => {
    copy = await fs.mkdtemp(path.join(os.tmpdir(), "migrations-key-"));
    await fs.cp(folder, copy, { recursive: true });
    const original = await migrationsKey(copy);
    expect(await migrationsKey(copy)).toBe(original);
    expect(original).toMatch(/^[0-9a-f]{16}$/);

    const [first] = (await fs.readdir(copy)).filter((file) => file.endsWith(".sql")).sort();
    if (!first) throw new Error(`no migration in ${folder}`);
    await fs.appendFile(path.join(copy, first), "\n-- one more line\n");
    const changed = await migrationsKey(copy);
    expect(changed).not.toBe(original);

    await fs.writeFile(path.join(copy, "9999_more.sql"), "select 1;\n");
    expect(await migrationsKey(copy)).not.toBe(changed);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the PostgreSQL template", () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const key = `t${randomBytes(7).toString("hex")}`;
  const name = `test_template_${key}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  afterAll(async () => {
    await admin.query(`alter database ${name} with is_template false`).catch(() => {});
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it("is made once by runs that start together, migrated, and closed to connections", async () => {
    await admin.connect();
    const names = await Promise.all([1, 2, 3].map(() => postgresTemplate(adminUrl, key)));
    expect(names).toEqual([name, name, name]);

    const rows = await admin.query<{ datname: string; datistemplate: boolean; datallowconn: boolean }>(
      "select datname, datistemplate, datallowconn from pg_database where datname like $1",
      [`${name}%`],
    );
    expect(rows.rows).toEqual([{ datname: name, datistemplate: true, datallowconn: false }]);

    const copy = `test_${randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${copy} template ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${copy}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const users = await client.query("select count(*)::int as n from users");
      await client.end();
      expect(users.rows).toEqual([{ n: 0 }]);
    } finally {
      await admin.query(`drop database if exists ${copy} with (force)`);
    }
  });
});
