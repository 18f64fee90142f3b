import fs from "node:fs/promises";
import os from "node:os";

// PGlite runs inside one process and does not stop a second process from opening the same files,
// which would corrupt them. Whoever opens an embedded database (the server, a backup, an export)
// first holds `<pglite folder>.lock`, naming its process: see docs/decisions/019-backups-and-export.md.

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

interface LockOwner {
  pid: number;
  hostname: string;
  since: string;
}

/** Locks this process holds, with how many openers share each (the same process may nest). */
const held = new Map<string, number>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function readOwner(file: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await fs.readFile(file, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What to do with a lock left by another machine (or container), where we cannot tell whether its
 * process still runs: the server takes it over (a container replaced after a crash gets a new
 * host name); backup, restore and export refuse.
 */
export type ForeignLock = "take-over" | "refuse";

function inUseMessage(file: string, owner: LockOwner): string {
  return `The embedded database is in use by process ${owner.pid} on ${owner.hostname} (since ${owner.since}). Stop the site first; if no site runs there, delete ${file}.`;
}

async function tryCreate(file: string): Promise<boolean> {
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), since: new Date().toISOString() };
  try {
    await fs.writeFile(file, `${JSON.stringify(owner)}\n`, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Holds the lock on `pgliteDir` until the returned function is called; throws DataDirInUseError. */
export async function lockDataDir(
  pgliteDir: string,
  foreign: ForeignLock = "take-over",
): Promise<() => Promise<void>> {
  const file = `${pgliteDir}.lock`;
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    const count = (held.get(file) ?? 1) - 1;
    if (count > 0) {
      held.set(file, count);
      return;
    }
    held.delete(file);
    await fs.rm(file, { force: true });
  };
  const count = held.get(file);
  if (count !== undefined) {
    held.set(file, count + 1);
    return release;
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await tryCreate(file)) {
      held.set(file, 1);
      return release;
    }
    const owner = await readOwner(file);
    if (owner) {
      const here = owner.hostname === os.hostname();
      // Our own pid without an entry in `held` is a lock from an earlier life of this container.
      if (here && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DataDirInUseError(inUseMessage(file, owner));
      }
      if (!here && foreign === "refuse") throw new DataDirInUseError(inUseMessage(file, owner));
    }
    await fs.rm(file, { force: true });
  }
  throw new DataDirInUseError(`Another process is taking the lock ${file} right now; try again.`);
}
