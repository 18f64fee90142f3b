// `npm run db:export [-- --skip-sessions]`: moves the embedded database in DATA_DIR into the empty
// PostgreSQL named by DATABASE_URL (docs/decisions/019-backups-and-export.md). Uploaded files stay
// where they are.
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { loadConfig } from "../config.ts";
import { isDatabaseUnavailable, openPglite, openPostgres } from "../platform/database.ts";
import { CliError, describeCounts, pgliteDirOf, publicTables, rowCounts, runCli } from "./cli-support.ts";
import { copySequences, copyTable, tablesInCopyOrder } from "./copy-tables.ts";

function where(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** Tables of the target's public schema that hold at least one row. */
async function tablesWithRows(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const filled: string[] = [];
  for (const { name } of rows) {
    const result = await client.query(`select 1 from public."${name.replaceAll('"', '""')}" limit 1`);
    if (result.rowCount) filled.push(name);
  }
  return filled;
}

function refuseFilled(filled: string[], databaseUrl: string): void {
  if (filled.length === 0) return;
  throw new CliError(
    `The PostgreSQL database ${where(databaseUrl)} already holds data (${filled.join(", ")}): db:export only writes into an empty database. Create a new one and point DATABASE_URL at it.`,
  );
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    const e = error as { code?: string; message?: string };
    if (e.code === "3D000")
      throw new CliError(
        `The database in DATABASE_URL does not exist (${where(databaseUrl)}): create it first.`,
      );
    if (e.code === "28P01" || e.code === "28000")
      throw new CliError("PostgreSQL refused the credentials in DATABASE_URL.");
    if (isDatabaseUnavailable(error))
      throw new CliError(`Cannot reach PostgreSQL at ${where(databaseUrl)} (${e.code ?? e.message}).`);
    throw error;
  }
}

export async function exportToPostgres(options: {
  dataDir: string;
  databaseUrl: string;
  skipSessions?: boolean;
}): Promise<{ counts: Record<string, number> }> {
  const pgliteDir = pgliteDirOf(path.resolve(options.dataDir));
  const found = await fs.access(path.join(pgliteDir, "PG_VERSION")).then(
    () => true,
    () => false,
  );
  if (!found)
    throw new CliError(`No embedded database in ${options.dataDir} (no pglite folder): check DATA_DIR.`);

  const client = await connect(options.databaseUrl);
  const source = await openPglite(pgliteDir, { foreignLock: "refuse" }).catch(async (error: unknown) => {
    await client.end();
    throw error;
  });
  try {
    refuseFilled(await tablesWithRows(client), options.databaseUrl);
    // Both sides on this code's schema: the source as the next start would leave it.
    await source.migrate();
    const target = await openPostgres(options.databaseUrl);
    await target.migrate().finally(() => target.close());

    const tables = await publicTables(source.db);
    const targetTables = (
      await client.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
      )
    ).rows.map((row) => row.name);
    const missing = tables.filter((table) => !targetTables.includes(table));
    if (missing.length > 0)
      throw new CliError(`The target has no table ${missing.join(", ")} after migrating: refused.`);

    const skipped = options.skipSessions ? ["sessions"] : [];
    const counts: Record<string, number> = {};
    await client.query("begin");
    try {
      // Checked again inside the transaction: a server started on the target meanwhile seeds demo jobs.
      refuseFilled(await tablesWithRows(client), options.databaseUrl);
      for (const table of await tablesInCopyOrder(source.db, tables)) {
        if (skipped.includes(table)) continue;
        counts[table] = await copyTable(source.db, client, table);
      }
      await copySequences(source.db, client);
      const expected = await rowCounts(source.db);
      for (const [table, n] of Object.entries(counts)) {
        if (expected[table] !== n)
          throw new CliError(`Copied ${n} rows of ${table} but the source has ${expected[table]}.`);
      }
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    }
    return { counts };
  } finally {
    await source.close();
    await client.end();
  }
}

async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { "skip-sessions": { type: "boolean", default: false } } });
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new CliError(
      "Set DATABASE_URL to the new, empty PostgreSQL database, e.g. DATABASE_URL=postgres://user:password@host:5432/site npm run db:export",
    );
  }
  const { counts } = await exportToPostgres({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    skipSessions: values["skip-sessions"],
  });
  console.log(`Exported ${config.dataDir} to ${where(config.databaseUrl)}: ${describeCounts(counts)}.`);
  if (values["skip-sessions"]) console.log("Sessions were left out: everyone signs in again.");
  const uploads = path.join(config.dataDir, "uploads");
  console.log(
    config.s3
      ? `Uploaded files: S3_BUCKET is set, so the site reads them from ${config.s3.bucket}; copy the files in ${uploads} to that bucket under the same names first.`
      : `Uploaded files stay in ${uploads}: start the site with DATABASE_URL and this same DATA_DIR, or copy that folder to the new server's DATA_DIR/uploads.`,
  );
}

runCli(import.meta.url, main);
