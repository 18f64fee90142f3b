// `npm run bench:startup -w bench`: process start to the first 200 of /api/ready on an existing
// database, 10 starts a way (median and slowest), on the embedded database and on PostgreSQL
// (BENCH_DATABASE_URL, default the local test server), side by side in one run:
//   node        — how production runs the API now: Node strips the types itself (decision 069);
//   node + tsx  — how it ran before (decision 002): tsx transpiles every module at each start.
// BENCH_BUSY=1 keeps one core busy during the runs. Issue #32's target: median ≤ 2 s.
import { type ChildProcess, fork, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { apiNodeFlags } from "../../apps/api/node-flags.ts";
import { freePort } from "../api/server-process.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const starts = Number(process.env.BENCH_STARTS ?? 10);
const postgresAdmin = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Milliseconds from spawning the process to a 200 from /api/ready; the process is then stopped. */
async function timeOneStart(loader: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const flags = apiNodeFlags(repoRoot, env.DATABASE_URL);
  const child: ChildProcess = spawn(process.execPath, [...flags, ...loader, "apps/api/src/main.ts"], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error(`the API exited at start:\n${stderr}`);
      if (performance.now() - started > 120_000) throw new Error(`not ready within 120 s:\n${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/ready`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => (exited ? resolve(undefined) : child.once("exit", resolve)));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function main() {
  const busy =
    process.env.BENCH_BUSY === "1"
      ? fork(path.join(import.meta.dirname, "../support/busy-core.ts"))
      : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "startup-bench-"));
  const dbName = `startup_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresAdmin });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const postgresUrl = new URL(postgresAdmin);
  postgresUrl.pathname = `/${dbName}`;
  const databases: Record<string, Record<string, string>> = {
    PGlite: { DATA_DIR: dataDir, SEED_DEMO_DATA: "true" },
    PostgreSQL: { DATA_DIR: dataDir, DATABASE_URL: postgresUrl.toString(), SEED_DEMO_DATA: "true" },
  };
  const loaders: Record<string, string[]> = { node: [], "node + tsx": ["--import", "tsx"] };
  const rows: string[] = [];
  try {
    for (const [database, env] of Object.entries(databases)) {
      await timeOneStart([], env); // the first start migrates and seeds: the database now exists
      for (const [name, loader] of Object.entries(loaders)) {
        const times: number[] = [];
        for (let i = 0; i < starts; i++) times.push(await timeOneStart(loader, env));
        rows.push(
          `| ${database} | ${name} | ${Math.round(median(times))} | ${Math.round(Math.max(...times))} | ${times.map((t) => Math.round(t)).join(", ")} |`,
        );
        console.error(rows.at(-1));
      }
    }
  } finally {
    busy?.kill();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nStart to /api/ready on an existing database, ${starts} starts each, Node ${process.version}, ${busy ? "one core kept busy" : "no added load"}\n`,
  );
  console.log("| database | API process | median ms | slowest ms | every start (ms) |");
  console.log("| --- | --- | ---: | ---: | --- |");
  for (const row of rows) console.log(row);
}

await main();
