// Pieces shared by the db:backup, db:restore and db:export commands.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { ConfigError } from "../config.ts";
import { DataDirInUseError } from "../platform/data-dir-lock.ts";
import { type Db, queryRows } from "../platform/database.ts";

/** A refusal or bad input: its message is shown to the operator as it is, without a stack trace. */
export class CliError extends Error {
  override name = "CliError";
}

/** Where an embedded site keeps its database inside DATA_DIR (as openDatabase does). */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, "pglite");

/** The tables of the public schema, in name order. */
export async function publicTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** Rows per table, e.g. { users: 3, jobs: 60, ... }. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await publicTables(db)) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** "users 3, jobs 60, applications 2, stored_files 2": the figures an operator checks first. */
export function describeCounts(counts: Record<string, number>): string {
  const main = ["users", "jobs", "applications", "inquiries", "stored_files"];
  return main
    .filter((table) => table in counts)
    .map((table) => `${table} ${counts[table]}`)
    .join(", ");
}

/**
 * Runs `main` when the file is the program (not when a test imports it). Relative paths are the
 * operator's: npm runs workspace scripts inside apps/api, so go back to where npm was started.
 */
export function runCli(moduleUrl: string, main: (args: string[]) => Promise<void>): void {
  const entry = process.argv[1];
  if (!entry || pathToFileURL(path.resolve(entry)).href !== moduleUrl) return;
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  main(process.argv.slice(2)).catch((error: unknown) => {
    const known =
      error instanceof CliError || error instanceof DataDirInUseError || error instanceof ConfigError;
    console.error(known ? (error as Error).message : `Failed: ${(error as Error)?.message ?? String(error)}`);
    process.exitCode = 1;
  });
}
