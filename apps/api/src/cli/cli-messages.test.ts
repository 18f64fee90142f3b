import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let cwd: string;

/** Runs a command as `npm run` does (from apps/api, with INIT_CWD naming where npm was started). */
function run(file: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, file), ...args], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { PATH: process.env.PATH ?? "", INIT_CWD: cwd, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The command stops with exit code 1, nothing on stdout and exactly `stderr` (one line) on stderr. */
function expectRefusal(file: string, env: Record<string, string>, stderr: string) {
  expect(run(file, [], env)).toEqual({ status: 1, stdout: "", stderr });
}

describe("the database commands on a terminal answer bad use with one readable line and exit code 1", () => {
  beforeAll(async () => {
    cwd = await fs.mkdtemp(path.join(os.tmpdir(), "site-cli-"));
  });
  afterAll(async () => {
    await fs.rm(cwd, { recursive: true, force: true });
  });

  it("restore without an archive", () => {
    expectRefusal(
      "restore.ts",
      {},
      "Usage: npm run db:restore -- <archive.tar.gz> [--force]   (into DATA_DIR)\n",
    );
  });

  it("backup of a PostgreSQL site", () => {
    expectRefusal(
      "backup.ts",
      { DATABASE_URL: "postgres://u@127.0.0.1:5432/site" },
      "DATABASE_URL is set: this site runs on PostgreSQL, so back it up with pg_dump. db:backup is for the embedded database in DATA_DIR.\n",
    );
  });

  it("backup where there is no site, looking for ./data where npm was started", () => {
    expectRefusal(
      "backup.ts",
      {},
      `No embedded database in ${path.join(cwd, "data")} (no pglite folder): check DATA_DIR.\n`,
    );
  });

  it("export without DATABASE_URL", () => {
    expectRefusal(
      "export-to-postgres.ts",
      { DATA_DIR: "x" },
      "Set DATABASE_URL to the new, empty PostgreSQL database, e.g. DATABASE_URL=postgres://user:password@host:5432/site npm run db:export\n",
    );
  });
});
