// `npm run db:restore -- <archive.tar.gz> [--force]`: a db:backup archive into DATA_DIR.
// Refuses a DATA_DIR that holds anything unless --force (docs/decisions/019-backups-and-export.md).
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import * as tar from "tar";
import { loadConfig } from "../config.ts";
import { lockDataDir } from "../platform/data-dir-lock.ts";
import { openPglite } from "../platform/database.ts";
import { makePrivateDir } from "../platform/private-dir.ts";
import { CliError, describeCounts, pgliteDirOf, rowCounts, runCli } from "./cli-support.ts";

/** Reads the archive's list of entries; refuses anything that is not a db:backup archive. */
async function checkArchive(archive: string): Promise<void> {
  const names: string[] = [];
  try {
    await tar.list({ file: archive, onReadEntry: (entry) => names.push(entry.path) });
  } catch {
    throw new CliError(`${archive} is not a readable .tar.gz archive.`);
  }
  const bad = names.find((name) => path.isAbsolute(name) || name.split(/[\\/]/).includes(".."));
  if (bad !== undefined) throw new CliError(`${archive} holds a path outside DATA_DIR (${bad}): refused.`);
  if (!names.some((name) => name.replace(/^\.\//, "") === "pglite/PG_VERSION")) {
    throw new CliError(`${archive} is not a db:backup archive (it has no pglite/PG_VERSION).`);
  }
}

export async function restoreBackup(options: {
  archive: string;
  dataDir: string;
  force?: boolean;
}): Promise<{ counts: Record<string, number> }> {
  const archive = path.resolve(options.archive);
  const dataDir = path.resolve(options.dataDir);
  const stat = await fs.stat(archive).catch(() => undefined);
  if (!stat?.isFile()) throw new CliError(`No backup archive at ${archive}.`);
  await checkArchive(archive);

  await makePrivateDir(dataDir);
  const pgliteDir = pgliteDirOf(dataDir);
  // Taken before looking inside DATA_DIR: a running site must not see its files replaced.
  const unlock = await lockDataDir(pgliteDir, "refuse");
  try {
    const names = await fs.readdir(dataDir);
    // Left by a restore that was interrupted: never part of the site.
    for (const name of names.filter((entry) => entry.startsWith(".restoring-"))) {
      await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
    }
    const present = names.filter((name) => name !== "pglite.lock" && !name.startsWith(".restoring-"));
    if (present.length > 0 && !options.force) {
      throw new CliError(
        `${dataDir} is not empty (${present.slice(0, 5).join(", ")}${present.length > 5 ? ", ..." : ""}). Restore into an empty DATA_DIR, or add --force to replace what is there.`,
      );
    }
    // Unpack inside DATA_DIR (the same file system, so the final moves are renames) and check
    // that the database opens before anything is replaced.
    const staging = await fs.mkdtemp(path.join(dataDir, ".restoring-"));
    try {
      await tar.extract({ file: archive, cwd: staging, preservePaths: false });
      const check = await openPglite(pgliteDirOf(staging), { foreignLock: "refuse" });
      let counts: Record<string, number>;
      try {
        counts = await rowCounts(check.db);
      } catch (error) {
        throw new CliError(`The archive's database does not open: ${(error as Error).message}`);
      } finally {
        await check.close();
      }
      for (const name of present) await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
      for (const name of await fs.readdir(staging)) {
        await fs.rename(path.join(staging, name), path.join(dataDir, name));
      }
      return { counts };
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
  } finally {
    await unlock();
  }
}

async function main(args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { force: { type: "boolean", default: false } },
  });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) {
    throw new CliError("Usage: npm run db:restore -- <archive.tar.gz> [--force]   (into DATA_DIR)");
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CliError("DATABASE_URL is set: db:restore restores the embedded database; unset DATABASE_URL.");
  }
  const { counts } = await restoreBackup({ archive, dataDir: config.dataDir, force: values.force });
  console.log(`Restored ${archive} into ${config.dataDir}: ${describeCounts(counts)}.`);
  console.log("Start the site as usual (npm start) with this DATA_DIR.");
}

runCli(import.meta.url, main);
