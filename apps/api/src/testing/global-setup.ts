import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { findPackageJSON } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../platform/database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory (see createTestDatabase). */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database that test databases are copied from, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | undefined;
  }
}

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/**
 * Migrates one database per kind and run, and lets every test file copy it instead of migrating
 * its own (docs/decisions/025-ci-stays-fast.md). Each test file still gets a database of its own.
 *
 * Both copies are named after what makes them: the migration files and the versions of PGlite
 * and Drizzle. A changed migration makes a new one; an unchanged one is reused by the next run
 * (and by other clones on the machine), so a single test file pays nothing here.
 */
export default async function setup(project: TestProject): Promise<void> {
  const key = await migrationsKey();
  project.provide("pgliteSnapshot", await pgliteSnapshot(key));
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide("postgresTemplate", adminUrl ? await postgresTemplate(adminUrl, key) : undefined);
}

/** A short hash of the migration files and of the packages that write the database's files and bookkeeping. */
export async function migrationsKey(folder = migrationsFolder): Promise<string> {
  const hash = createHash("sha256");
  const files = (await fs.readdir(folder, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(folder, file);
    if (!(await fs.stat(full)).isFile()) continue;
    hash
      .update(`${file}\0`)
      .update(await fs.readFile(full))
      .update("\0");
  }
  for (const name of ["@electric-sql/pglite", "drizzle-orm"]) {
    const packageJson = findPackageJSON(name, import.meta.url);
    if (!packageJson) throw new Error(`No package.json found for ${name}`);
    const { version } = JSON.parse(await fs.readFile(packageJson, "utf8")) as { version: string };
    hash.update(`${name}@${version}\0`);
  }
  return hash.digest("hex").slice(0, 16);
}

/** The path of a tarball of a migrated, empty PGlite data directory; made when missing. */
async function pgliteSnapshot(key: string): Promise<string> {
  const folder = path.join(os.tmpdir(), "site-test-databases");
  const file = path.join(folder, `pglite-${key}.tar`);
  if (await fs.stat(file).catch(() => undefined)) return file;
  await fs.mkdir(folder, { recursive: true });
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    const tarball = await database.dumpDataDir();
    // Written aside, then renamed: a concurrent run never reads half a file, and two runs that
    // make it at once write the same content.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await fs.writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    await fs.rename(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/**
 * The name of a migrated template database on the PostgreSQL server of `adminUrl`; made when
 * missing. It is published under its final name only once migrated, and nobody may connect to
 * it, so `CREATE DATABASE … TEMPLATE` always finds it complete and unused.
 */
export async function postgresTemplate(adminUrl: string, key: string): Promise<string> {
  const name = `test_template_${key}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Runs (and other clones on the machine) that start at once make it one after the other.
    await admin.query("select pg_advisory_lock(hashtext($1))", [name]);
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_building_${randomBytes(4).toString("hex")}`;
      await admin.query(`create database ${building}`);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const database = await openPostgres(url.toString());
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await renameWhenClosed(admin, building, name);
      } catch (error) {
        await admin.query(`drop database if exists ${building} with (force)`);
        throw error;
      }
      await admin.query(`alter database ${name} with is_template true allow_connections false`);
    }
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
    await admin.end();
  }
  return name;
}

/** Renames a database once the server has ended the sessions that just closed (they end asynchronously). */
async function renameWhenClosed(admin: pg.Client, from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`alter database ${from} rename to ${to}`);
      return;
    } catch (error) {
      // 55006 object_in_use: a session of the closed pool has not ended yet.
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
