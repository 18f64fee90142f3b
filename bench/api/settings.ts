// The knobs of the API benchmark and soak (environment variables), and the temporary DATA_DIRs
// that must not outlive the run.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BenchDatabase, type DbKind, preparePglite, preparePostgres } from "./bench-database.ts";

const number = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
};

export function readSettings(defaultDb: "pg" | "pglite" | "both") {
  const db = process.env.BENCH_DB || defaultDb;
  if (!["pg", "pglite", "both"].includes(db)) throw new Error(`BENCH_DB must be pg, pglite or both`);
  return {
    databaseUrl: process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/bench_api",
    kinds: (db === "both" ? ["pg", "pglite"] : [db]) as DbKind[],
    seconds: number("BENCH_SECONDS", 30),
    /** Connection counts of the mixed workload, e.g. "200" while iterating; "50,200" by default. */
    connectionCounts: (process.env.BENCH_CONNECTIONS || "50,200").split(",").map((part) => {
      const value = Number(part.trim());
      if (!Number.isInteger(value) || value < 6)
        throw new Error(`BENCH_CONNECTIONS: "${part}" is not a count ≥ 6`);
      return value;
    }),
    soakSeconds: number("BENCH_SOAK_SECONDS", 600),
    warmupSeconds: number("BENCH_WARMUP_SECONDS", 5),
    jobs: number("BENCH_JOBS", 100_000),
    accounts: number("BENCH_ACCOUNTS", 3000),
    /** Rate-limit counters in Redis, as several instances would keep them; in memory when unset. */
    redisUrl: process.env.BENCH_REDIS_URL || undefined,
  };
}
export type Settings = ReturnType<typeof readSettings>;

const tempDirs = new Set<string>();
process.once("exit", () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
// Ctrl-C still runs the exit hooks: the server is killed and the temporary folders removed.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-api-"));
  tempDirs.add(dir);
  return {
    dir,
    remove() {
      rmSync(dir, { recursive: true, force: true });
      tempDirs.delete(dir);
    },
  };
}

/** Seeds the database of `kind` and runs `work` with it and its DATA_DIR; the folder is removed after. */
export async function withDatabase<T>(
  kind: DbKind,
  settings: Settings,
  work: (database: BenchDatabase, dataDir: string) => Promise<T>,
): Promise<T> {
  const data = tempDataDir();
  try {
    console.error(`preparing ${kind === "pg" ? "PostgreSQL" : "PGlite"}…`);
    const database =
      kind === "pg"
        ? await preparePostgres(settings.databaseUrl, settings.jobs, settings.accounts)
        : await preparePglite(data.dir, settings.jobs, settings.accounts);
    return await work(database, data.dir);
  } finally {
    data.remove();
  }
}
