import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock.ts";
import { openPglite } from "./database.ts";

describe("the embedded database folder lock", () => {
  let root: string;
  let dir: string;
  const lockFile = () => path.join(root, "pglite.lock");
  const writeLock = (owner: object) => fs.writeFile(lockFile(), JSON.stringify(owner));

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "site-lock-"));
    dir = path.join(root, "pglite");
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  // Creating a database folder takes PGlite 15-30 s on a busy 2-core machine.
  it("is held, naming this process, while a database is open, and released on close", {
    timeout: 120_000,
  }, async () => {
    const database = await openPglite(dir);
    const owner = JSON.parse(await fs.readFile(lockFile(), "utf8"));
    expect(owner).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    await database.close();
    await expect(fs.access(lockFile())).rejects.toThrow(/ENOENT/);
  });

  it("refuses while another live process on this machine holds it", async () => {
    await writeLock({ pid: process.ppid, hostname: os.hostname(), since: "2026-11-23T04:00:00.000Z" });
    await expect(lockDataDir(dir)).rejects.toThrow(
      `The embedded database is in use by process ${process.ppid} on ${os.hostname()} (since 2026-11-23T04:00:00.000Z). Stop the site first; if no site runs there, delete ${lockFile()}.`,
    );
  });

  it("takes over a lock naming this very process that it does not hold (a restarted container)", async () => {
    await writeLock({ pid: process.pid, hostname: os.hostname(), since: "2026-11-23T04:00:00.000Z" });
    const release = await lockDataDir(dir);
    expect(JSON.parse(await fs.readFile(lockFile(), "utf8")).since).not.toBe("2026-11-23T04:00:00.000Z");
    await release();
  });

  it("lets the server take over another machine's lock, while the commands refuse it", async () => {
    await writeLock({ pid: 1, hostname: "old-container", since: "2026-11-23T04:00:00.000Z" });
    await expect(lockDataDir(dir, "refuse")).rejects.toThrow(
      `The embedded database is in use by process 1 on old-container (since 2026-11-23T04:00:00.000Z). Stop the site first; if no site runs there, delete ${lockFile()}.`,
    );
    const release = await lockDataDir(dir, "take-over");
    expect(JSON.parse(await fs.readFile(lockFile(), "utf8")).hostname).toBe(os.hostname());
    await release();
  });

  it("is shared by nested openers in one process and released by the last", async () => {
    const outer = await lockDataDir(dir);
    const inner = await lockDataDir(dir);
    await inner();
    await inner();
    await fs.access(lockFile());
    await outer();
    await expect(fs.access(lockFile())).rejects.toThrow(/ENOENT/);
  });
});
