import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectSampleSiteAt, sampleSiteFolder, siteConfig } from "#api/testing/sample-site.ts";
import { createBackup } from "./backup.ts";
import { restoreBackup } from "./restore.ts";

/** Another process holding the embedded database open, as a running server does. */
async function holdOpen(pgliteDir: string): Promise<ChildProcess> {
  const script = `const { openPglite } = await import(${JSON.stringify(path.resolve(import.meta.dirname, "../platform/database.ts"))});
await openPglite(${JSON.stringify(pgliteDir)}); console.log("open"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve());
    child.on("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

// Each test opens embedded databases several times: seconds each on a busy 2-core machine.
describe("db:backup and db:restore", { timeout: 120_000 }, () => {
  const { root, site, sample } = sampleSiteFolder("site-backup-");

  it("backs a site up, restores it into a new DATA_DIR, and the app finds everything", async () => {
    const archive = path.join(root(), "backups", "site.tar.gz");
    const backup = await createBackup({ dataDir: site(), archive });
    expect(backup.counts).toMatchObject({
      users: 2,
      jobs: 3,
      applications: 2,
      stored_files: 2,
      inquiries: 1,
    });
    expect(backup.uploads).toBe(2);

    const restoredDir = path.join(root(), "restored");
    const restored = await restoreBackup({ archive, dataDir: restoredDir });
    expect(restored.counts).toMatchObject({ users: 2, jobs: 3, applications: 2, stored_files: 2 });
    expect((await fs.readdir(path.join(restoredDir, "uploads"))).length).toBe(2);

    await expectSampleSiteAt(siteConfig(restoredDir), sample());
  });

  it("keeps DATA_DIR, its database and uploads folders, the backups folder and the archive owner-only", async () => {
    const mode = async (file: string) => (await fs.stat(file)).mode & 0o777;
    expect(await mode(site())).toBe(0o700);
    expect(await mode(path.join(site(), "pglite"))).toBe(0o700);
    expect(await mode(path.join(site(), "uploads"))).toBe(0o700);
    const archive = path.join(root(), "private-backups", "site.tar.gz");
    await createBackup({ dataDir: site(), archive });
    expect(await mode(path.dirname(archive))).toBe(0o700);
    expect(await mode(archive)).toBe(0o600);
    const restoredDir = path.join(root(), "restored-private");
    await restoreBackup({ archive, dataDir: restoredDir });
    expect(await mode(restoredDir)).toBe(0o700);
  });

  it("refuses to restore into a DATA_DIR that holds anything, unless forced", async () => {
    const archive = path.join(root(), "backups", "for-force.tar.gz");
    await createBackup({ dataDir: site(), archive });
    const target = path.join(root(), "occupied");
    await fs.mkdir(target);
    await fs.writeFile(path.join(target, "notes.txt"), "keep me");
    await expect(restoreBackup({ archive, dataDir: target })).rejects.toThrow(
      `${target} is not empty (notes.txt). Restore into an empty DATA_DIR, or add --force to replace what is there.`,
    );
    expect(await fs.readdir(target)).toEqual(["notes.txt"]);

    await restoreBackup({ archive, dataDir: target, force: true });
    expect((await fs.readdir(target)).sort()).toEqual(["mailbox", "pglite", "uploads"]);
  });

  it("refuses what is not a backup archive", async () => {
    const bogus = path.join(root(), "bogus.tar.gz");
    await fs.writeFile(bogus, "not an archive");
    await expect(restoreBackup({ archive: bogus, dataDir: path.join(root(), "x") })).rejects.toThrow(
      `${bogus} is not a db:backup archive (it has no pglite/PG_VERSION).`,
    );
    await expect(
      restoreBackup({ archive: path.join(root(), "none.tar.gz"), dataDir: path.join(root(), "x") }),
    ).rejects.toThrow(`No backup archive at ${path.join(root(), "none.tar.gz")}.`);
  });

  it("refuses to back up while another process has the database open, and goes ahead once it is gone", async () => {
    const holder = await holdOpen(path.join(site(), "pglite"));
    const archive = path.join(root(), "backups", "while-running.tar.gz");
    try {
      await expect(createBackup({ dataDir: site(), archive })).rejects.toThrow(
        new RegExp(
          `^The embedded database is in use by process ${holder.pid} on ${os.hostname()} \\(since [0-9T:.Z-]+\\)\\. Stop the site first; if no site runs there, delete ${path.join(site(), "pglite.lock").replaceAll(".", "\\.")}\\.$`,
        ),
      );
      await expect(fs.access(archive)).rejects.toThrow();
    } finally {
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("exit", resolve));
    }
    // A lock left by a process that no longer runs is taken over.
    const backup = await createBackup({ dataDir: site(), archive });
    expect(backup.counts.jobs).toBe(3);
  });
});
