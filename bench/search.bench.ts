// Search benchmark (issue 5): seeds 10k, 100k and 1M jobs into PostgreSQL and measures the API
// (autocannon, 50 connections) against the same SQL run straight through `pg` (the ceiling).
// Needs BENCH_DATABASE_URL (an empty PostgreSQL database it may fill); sizes via BENCH_SIZES.
import os from "node:os";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { createJobsService } from "../apps/api/src/modules/jobs/jobs-service.ts";
import { openPostgres } from "../apps/api/src/platform/database.ts";
import { seedJobs } from "./support/seed-jobs.ts";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_search";
const sizes = (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

async function ensureDatabase(): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
}

interface Figures {
  p50: number;
  p975: number;
  p99: number;
  rps: number;
  errors: number;
}

async function viaApi(address: string, body: object, path = "/api/search_jobs"): Promise<Figures> {
  const result = await autocannon({
    url: `${address}${path}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** The same work straight through the driver: the ceiling the API is compared with. */
async function viaSql(run: () => Promise<unknown>): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        try {
          await run();
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.floor(latencies.length * q)] ?? 0) * 10) / 10;
  return { p50: at(0.5), p975: at(0.975), p99: at(0.99), rps: latencies.length / seconds, errors };
}

await ensureDatabase();
const database = await openPostgres(url);
await database.migrate();
const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
const config = loadConfig({
  DATABASE_URL: url,
  LOG_LEVEL: "silent",
  SEED_DEMO_DATA: "false",
  NODE_ENV: "production",
  DATA_DIR: os.tmpdir(),
});
const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
// The ceiling gets one connection per client and no connect timeout: it measures the SQL alone.
const ceilingDb = { db: drizzle(pool) as unknown as typeof database.db };

console.log(
  `node ${process.version}, ${os.cpus().length} cpus, ${seconds}s per case, ${CONNECTIONS} connections`,
);
console.log(
  "| jobs | case | API p50 | API p97.5 | API p99 | API req/s | API errors | SQL p97.5 | SQL req/s | API/SQL |",
);
console.log("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const size of sizes) {
  const started = Date.now();
  await seedJobs(pool, size);
  console.error(`seeded ${size} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // A fresh service per size: its search counts start empty, as after a restart.
  const ceiling = createJobsService(ceilingDb.db);
  const cases: [string, () => Promise<Figures>, () => Promise<Figures>][] = [
    [
      "rare term",
      () => viaApi(address, { keyword: "zephyrine" }),
      () => viaSql(() => ceiling.search("zephyrine", 1)),
    ],
    [
      "common term",
      () => viaApi(address, { keyword: "engineer" }),
      () => viaSql(() => ceiling.search("engineer", 1)),
    ],
    ["empty keyword", () => viaApi(address, { keyword: "" }), () => viaSql(() => ceiling.search("", 1))],
    [
      "empty, page 100",
      () => viaApi(address, { keyword: "", page: 100 }),
      () => viaSql(() => ceiling.search("", 100)),
    ],
    [
      "view_job_post",
      () => viaApi(address, { job_id: Math.ceil(size / 2) }, "/api/view_job_post"),
      () => viaSql(() => pool.query("select * from jobs where id = $1", [Math.ceil(size / 2)])),
    ],
  ];
  for (const [name, api, sqlOnly] of cases) {
    const a = await api();
    const s = await sqlOnly();
    console.log(
      `| ${size} | ${name} | ${a.p50} ms | ${a.p975} ms | ${a.p99} ms | ${Math.round(a.rps)} | ${a.errors} | ${s.p975} ms | ${Math.round(s.rps)} | ${(a.rps / s.rps).toFixed(2)} |`,
    );
  }
}
await app.close();
await pool.end();
