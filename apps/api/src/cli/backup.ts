// `npm run db:backup [-- <archive.tar.gz>]`: the embedded database and every file under DATA_DIR
// in one archive, taken while no server runs on that DATA_DIR (docs/decisions/019-backups-and-export.md).
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { loadConfig } from "../config.ts";
import { lockDataDir } from "../platform/data-dir-lock.ts";
import { openPglite } from "../platform/database.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../platform/private-dir.ts";
import { CliError, describeCounts, pgliteDirOf, rowCounts, runCli } from "./cli-support.ts";

export interface BackupResult {
  archive: string;
  counts: Record<string, number>;
  uploads: number;
  bytes: number;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

export function defaultArchiveName(now: Date): string {
  return path.join("backups", `site-${now.toISOString().slice(0, 19).replaceAll(":", "-")}.tar.gz`);
}

export async function createBackup(options: { dataDir: string; archive: string }): Promise<BackupResult> {
  const dataDir = path.resolve(options.dataDir);
  const archive = path.resolve(options.archive);
  const pgliteDir = pgliteDirOf(dataDir);
  if (!(await exists(path.join(pgliteDir, "PG_VERSION")))) {
    throw new CliError(`No embedded database in ${dataDir} (no pglite folder): check DATA_DIR.`);
  }
  if (archive.startsWith(`${dataDir}${path.sep}`)) {
    throw new CliError(
      `Write the backup outside DATA_DIR (${dataDir}), or every backup would hold the previous ones.`,
    );
  }
  if (await exists(archive)) throw new CliError(`${archive} already exists: choose another name.`);

  // Held from the checkpoint until the archive is complete, so no server writes in between.
  const unlock = await lockDataDir(pgliteDir, "refuse");
  const partial = `${archive}.part`;
  try {
    const database = await openPglite(pgliteDir, { foreignLock: "refuse" });
    let counts: Record<string, number>;
    try {
      await database.db.execute(sql`checkpoint`);
      counts = await rowCounts(database.db);
    } finally {
      await database.close();
    }
    const entries = (await fs.readdir(dataDir)).filter((name) => name !== "pglite.lock").sort();
    // Every resume and the database's secrets are in it: owner-only from its first byte.
    await fs.mkdir(path.dirname(archive), { recursive: true, mode: PRIVATE_DIR_MODE });
    await fs.rm(partial, { force: true });
    await fs.writeFile(partial, "", { flag: "wx", mode: PRIVATE_FILE_MODE });
    await tar.create(
      {
        gzip: true,
        file: partial,
        cwd: dataDir,
        portable: true,
        // Half-written uploads (".<uuid>.part") are never referenced; leave them out.
        filter: (name) => !/(^|\/)\.[^/]*\.part$/.test(name),
      },
      entries,
    );
    await fs.rename(partial, archive);
    const uploads = (await fs.readdir(path.join(dataDir, "uploads")).catch(() => [] as string[])).filter(
      (name) => !name.startsWith("."),
    ).length;
    return { archive, counts, uploads, bytes: (await fs.stat(archive)).size };
  } finally {
    await fs.rm(partial, { force: true });
    await unlock();
  }
}

async function main(args: string[]): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new CliError("Usage: npm run db:backup [-- <archive.tar.gz>]");
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CliError(
      "DATABASE_URL is set: this site runs on PostgreSQL, so back it up with pg_dump. db:backup is for the embedded database in DATA_DIR.",
    );
  }
  const result = await createBackup({
    dataDir: config.dataDir,
    archive: positionals[0] ?? defaultArchiveName(new Date()),
  });
  console.log(`Backup written to ${result.archive} (${(result.bytes / 1e6).toFixed(1)} MB).`);
  console.log(`It holds ${describeCounts(result.counts)} and ${result.uploads} uploaded files.`);
  if (config.s3) {
    console.log(
      `Uploaded files are in the S3 bucket ${config.s3.bucket}, not in this archive: back them up there.`,
    );
  }
}

runCli(import.meta.url, main);
