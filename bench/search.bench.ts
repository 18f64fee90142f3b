// Search benchmark (issue 5): seeds 10k, 100k and 1M jobs into PostgreSQL and measures the API
// (autocannon, 50 connections) against the same SQL run straight through `pg` (the ceiling).
// Needs BENCH_DATABASE_URL (an empty PostgreSQL database it may fill); sizes via BENCH_SIZES.
// The filtered cases (issue 16) send what the search page sends: filters and facets. Target: the
// p95 of a filtered keyword search within 1.5x the unfiltered one.
//
// Method (decision 121): the API is its own process, started as production starts it
// (bench/api/server-process.ts: `node apps/api/src/main.ts` with the API's Node flags, one server
// per size after seeding, so its caches start empty), and autocannon runs here, in the bench's
// process: the load generator no longer shares the server's event loop. Each case measures the
// SQL for half the time, then the API for the whole time, then the SQL for the other half
// (SQL-API-SQL), and the ceiling is the two SQL halves together, so a change of load on the shared
// machine meets both sides alike. The ceiling's service is built as the server builds it on
// PostgreSQL (`sharedDatabase: true`: it reads the job-writes number before its counts, decision
// 058), so both sides run the same SQL. BENCH_ANSWER_CACHE_MS=0 starts the server without its
// cache of public answers (decision 121), to see the HTTP path alone. BENCH_KEEP_JOBS=true keeps
// a jobs table already seeded at the size (its posting dates are then those of that seeding).
// BENCH_FLOOR=true also measures each case through a bare `node:http` server doing the same SQL
// (support/bare-http-server.ts): the most any HTTP layer can reach on this machine (floor/SQL);
// BENCH_FLOOR_NODE_FLAGS gives it Node flags, e.g. "--cpu-prof --cpu-prof-dir=/tmp/floor".
// The API's req/s and latencies count answers (2xx) only: a 503 is no search served (decision 142).
// "API CPU/req" (and "bare CPU/req") is the server process's user + system CPU time over the
// case's load window (/proc/PID/stat) divided by the answers in it: unlike req/s, it holds still
// while other work on the machine comes and goes (decisions 139, 141).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { EmploymentType, Workplace } from "@site/contract/job-structure";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createJobsService } from "../apps/api/src/modules/job-posts/jobs-service.ts";
import type { SearchParams } from "../apps/api/src/modules/job-posts/search-jobs.ts";
import { openPostgres } from "../apps/api/src/platform/database.ts";
import { ensureDatabase } from "./api/bench-database.ts";
import { cpuMsOf } from "./api/process-cpu.ts";
import { startServer } from "./api/server-process.ts";
import { seedJobs } from "./support/seed-jobs.ts";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_search";
const sizes = (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * The window of the case whose answers take seconds ("60 filter sets", decision 142): at 1M jobs
 * its answers take 2–7 s through the API and up to 20 s straight through `pg`, so an 8 s window
 * counts mostly the ramp before the first answers. Both sides get this longer window.
 */
const slowSeconds = Number(process.env.BENCH_SLOW_SECONDS ?? 4 * seconds);
/** Only the cases whose name matches this pattern (all by default). */
const only = new RegExp(process.env.BENCH_CASES ?? ".");
const CONNECTIONS = 50;
/**
 * The ceiling's database connections: one per client by default. The server's pool has 10
 * (database.ts); BENCH_CEILING_CONNECTIONS=10 gives the ceiling the same, to see how much of a gap
 * is the number of connections rather than the HTTP layer.
 */
const CEILING_CONNECTIONS = Number(process.env.BENCH_CEILING_CONNECTIONS ?? CONNECTIONS);
const FLOOR = process.env.BENCH_FLOOR === "true";

/** The bare HTTP server (support/bare-http-server.ts) in its own process, and how to stop it. */
async function startFloor(databaseUrl: string): Promise<{ address: string; pid: number; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_FLOOR_NODE_FLAGS ?? "").split(" ").filter(Boolean),
      path.join(import.meta.dirname, "support/bare-http-server.ts"),
    ],
    {
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bare HTTP server exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  return { address: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => child.kill("SIGTERM") };
}

interface Figures {
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  rps: number;
  errors: number;
  /** Every response's time, in ms, to put two runs together. */
  latencies: number[];
  /** Seconds from the first request to the last answer. */
  elapsed: number;
  /** The server process's CPU time per answer in the window, ms (NaN when not read). */
  cpuPerAnswer: number;
}

function percentiles(latencies: number[]) {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.floor(latencies.length * q)] ?? 0) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p975: at(0.975), p99: at(0.99) };
}

/**
 * The API under load; `body` is one body, or a function giving each request its own (so cached
 * counts are computed again as a real mix of searches would). Latencies and req/s count answers (2xx) only;
 * the CPU time of the process `pid` (the server) is read around the load.
 */
async function viaApi(
  address: string,
  pid: number,
  body: object | (() => object),
  path = "/api/search_jobs",
  duration = seconds,
): Promise<Figures> {
  // One request first: a search that people repeat finds its counts cached (decision 003); the
  // varied case still meets a cold count on most requests.
  await fetch(`${address}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(typeof body === "function" ? body() : body),
  });
  const latencies: number[] = [];
  const cpuBefore = cpuMsOf(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${address}${path}`,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            ...(typeof body === "function"
              ? { setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }) }
              : { body: JSON.stringify(body) }),
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // Only answers count: a 503 (load shed) or another refusal is no search served (decision 142).
    instance.on("response", (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) latencies.push(responseTime);
    });
  });
  const cpuPerAnswer = (cpuMsOf(pid) - cpuBefore) / latencies.length;
  const errors = result.non2xx + result.errors + result.timeouts;
  const answered = latencies.length;
  if (errors > 0)
    console.error(
      `  ${errors} failed: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  // autocannon stops at `duration` (its own count of the seconds run) without the answers in flight.
  const elapsed = result.duration || duration;
  return { ...percentiles(latencies), rps: answered / elapsed, errors, latencies, elapsed, cpuPerAnswer };
}

/** The same work straight through the driver: the ceiling the API is compared with. */
async function viaSql(duration: number, run: () => Promise<unknown>): Promise<Figures> {
  await run();
  const latencies: number[] = [];
  let errors = 0;
  const began = performance.now();
  const end = Date.now() + duration * 1000;
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
  // The queries still running at the end are waited for: their time counts too (a slow case's
  // last ones can take longer than the run).
  const elapsed = (performance.now() - began) / 1000;
  return {
    ...percentiles([...latencies]),
    rps: latencies.length / elapsed,
    errors,
    latencies,
    elapsed,
    cpuPerAnswer: Number.NaN,
  };
}

/** The machine's load average over 1, 5 and 15 minutes: other work shares its two cores. */
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

/** CPU time per answer as the table prints it. */
const cpuMs = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(3)} ms` : "–");

/** Two runs taken as one. */
function together(a: Figures, b: Figures): Figures {
  const latencies = [...a.latencies, ...b.latencies];
  const elapsed = a.elapsed + b.elapsed;
  return {
    ...percentiles([...latencies]),
    rps: latencies.length / elapsed,
    errors: a.errors + b.errors,
    latencies,
    elapsed,
    cpuPerAnswer: Number.NaN,
  };
}

await ensureDatabase(url);
const database = await openPostgres(url);
await database.migrate();
await database.close();
const pool = new pg.Pool({ connectionString: url, max: CEILING_CONNECTIONS });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-search-"));
// The ceiling gets one connection per client and no connect timeout: it measures the SQL alone.
const ceilingDb = { db: drizzle(pool) as unknown as typeof database.db };

console.log(
  `node ${process.version}, ${os.cpus().length} cpus, ${seconds}s per case, ${CONNECTIONS} connections ` +
    `(the ceiling's database connections ${CEILING_CONNECTIONS}), ` +
    `load average ${loadAverage()}`,
);
console.log(
  `| jobs | case | API p50 | API p95 | API p99 | API req/s | API errors | SQL p95 | SQL req/s | API/SQL | API CPU/req |${FLOOR ? " bare HTTP req/s | bare/SQL | bare CPU/req | API CPU ÷ bare |" : ""}`,
);
console.log(`|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|${FLOOR ? "---:|---:|---:|---:|" : ""}`);

const NOW = () => new Date();
/** A search as the service takes it, with no filter unless given. */
const params = (keyword: string, page = 1, more: Partial<SearchParams> = {}): SearchParams => ({
  keyword,
  page,
  sort: "relevance",
  facets: false,
  filters: { employmentType: [], workplace: [], jobCountry: [], jobCity: [], companyName: [] },
  ...more,
});
const remoteFullTime = {
  workplace: ["remote"] as Workplace[],
  employmentType: ["full_time"] as EmploymentType[],
};
/** 60 different filter sets, one per request in turn: most find no cached counts. */
let turn = 0;
const countries = ["DE", "US", "CA", "IN", "GB"];
const varied = () => {
  turn += 1;
  return {
    keyword: "engineer",
    facets: true,
    employmentType: [["full_time", "part_time", "contract"][turn % 3]],
    jobCountry: [countries[turn % 5]],
    salaryFloor: 20_000 * (turn % 4),
    salaryCurrency: ["EUR", "USD", "CAD", "INR", "GBP"][turn % 5],
  };
};
/** BENCH_KEEP_JOBS=true: a table that already holds exactly `size` seeded jobs is kept as it is. */
async function seeded(size: number): Promise<boolean> {
  if (process.env.BENCH_KEEP_JOBS !== "true") return false;
  const { rows } = await pool.query<{ n: string; top: number | null }>(
    "select count(*) as n, max(id) as top from jobs",
  );
  return Number(rows[0]?.n) === size && rows[0]?.top === size;
}

for (const size of sizes) {
  const started = Date.now();
  if (await seeded(size)) console.error(`kept the ${size} jobs already seeded`);
  else {
    await seedJobs(pool, size);
    console.error(`seeded ${size} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // A fresh server and service per size: their caches start empty, as after a restart.
  const server = await startServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    ...(process.env.BENCH_ANSWER_CACHE_MS ? { ANSWER_CACHE_MS: process.env.BENCH_ANSWER_CACHE_MS } : {}),
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
  });
  const { address, pid } = server;
  const floor = FLOOR ? await startFloor(url) : undefined;
  /** The case through the bare HTTP server, when BENCH_FLOOR=true (over `duration` seconds). */
  const viaFloor = (body: object | (() => object), route: "/search" | "/view", duration = seconds) =>
    floor ? () => viaApi(floor.address, floor.pid, body, route, duration) : undefined;
  const ceiling = createJobsService(ceilingDb.db, { sharedDatabase: true });
  /**
   * One search through the API and straight on the service: the same keyword, page, sort and
   * facets, and with `remote` the remote full-time filters.
   */
  const searchCase = (
    name: string,
    keyword: string,
    { page, facets, sort, remote }: { page?: number; facets?: true; sort?: "newest"; remote?: true } = {},
  ): Case => {
    const chosen = { ...(facets && { facets }), ...(sort && { sort }) };
    const filters = remote && { filters: { ...params("").filters, ...remoteFullTime } };
    return [
      name,
      () =>
        viaApi(address, pid, { keyword, ...(page && { page }), ...chosen, ...(remote && remoteFullTime) }),
      (d: number) => viaSql(d, () => ceiling.search(params(keyword, page, { ...chosen, ...filters }), NOW())),
      viaFloor(params(keyword, page, { ...chosen, ...filters }), "/search"),
    ];
  };
  /**
   * Its name, the API's run, the ceiling's run for a number of seconds, the bare HTTP server's run,
   * and its window in seconds when not the default.
   */
  type Case = [
    string,
    () => Promise<Figures>,
    (seconds: number) => Promise<Figures>,
    (() => Promise<Figures>) | undefined,
    number?,
  ];
  /** One of the 60 filter sets as the service takes it. */
  const variedParams = () => {
    const body = varied();
    return params("engineer", 1, {
      facets: true,
      filters: {
        ...params("").filters,
        employmentType: body.employmentType as EmploymentType[],
        jobCountry: body.jobCountry as string[],
        salaryFloor: body.salaryFloor,
        salaryCurrency: body.salaryCurrency,
      },
    });
  };
  const cases: Case[] = [
    searchCase("rare term", "zephyrine"),
    searchCase("common term", "engineer"),
    // Issue 30: a known word, its typo (corrected to the closest indexed word) and its acronym
    // (the vocabulary), so the typo's p95 can be compared with the exact word's.
    searchCase("exact term (terraform)", "terraform"),
    searchCase("typo term (terrafrom)", "terrafrom"),
    searchCase("synonym term (k8s)", "k8s"),
    // A region in the words: twenty countries, each asked whether a job is there or a remote job
    // is open to it (decision 118: the remote_countries index and the cached answer).
    searchCase("region term (engineer europe)", "engineer europe"),
    searchCase("common term + facets", "engineer", { facets: true }),
    searchCase("common term, remote full-time + facets", "engineer", { remote: true, facets: true }),
    searchCase("common term, remote full-time, newest", "engineer", { remote: true, sort: "newest" }),
    searchCase("rare term, remote full-time + facets", "zephyrine", { remote: true, facets: true }),
    [
      "common term, 60 filter sets + facets",
      () => viaApi(address, pid, varied, "/api/search_jobs", slowSeconds),
      (d: number) => viaSql(d, () => ceiling.search(variedParams(), NOW())),
      viaFloor(variedParams, "/search", slowSeconds),
      slowSeconds,
    ],
    searchCase("empty keyword", ""),
    searchCase("empty, remote full-time + facets", "", { remote: true, facets: true }),
    searchCase("empty, page 100", "", { page: 100 }),
    [
      "view_job_post",
      () => viaApi(address, pid, { job_id: Math.ceil(size / 2) }, "/api/view_job_post"),
      (d: number) => viaSql(d, () => pool.query("select * from jobs where id = $1", [Math.ceil(size / 2)])),
      viaFloor({ job_id: Math.ceil(size / 2) }, "/view"),
    ],
  ];
  for (const [name, api, sqlOnly, bare, caseSeconds = seconds] of cases.filter(([name]) => only.test(name))) {
    const half = caseSeconds / 2;
    // SQL-API-SQL (SQL-API-bare-SQL): the ceiling is measured around the others, half before and half after.
    const before = await sqlOnly(half);
    const a = await api();
    const b = bare ? await bare() : undefined;
    const s = together(before, await sqlOnly(half));
    const floorColumns = b
      ? ` ${Math.round(b.rps)} | ${(b.rps / s.rps).toFixed(2)} | ${cpuMs(b.cpuPerAnswer)} | ${(a.cpuPerAnswer / b.cpuPerAnswer).toFixed(2)} |`
      : "";
    console.log(
      `| ${size} | ${name} | ${a.p50} ms | ${a.p95} ms | ${a.p99} ms | ${Math.round(a.rps)} | ${a.errors} | ${s.p95} ms | ${Math.round(s.rps)} | ${(a.rps / s.rps).toFixed(2)} | ${cpuMs(a.cpuPerAnswer)} |${floorColumns}`,
    );
  }
  floor?.stop();
  await server.stop();
}
await pool.end();
console.log(`load average at the end ${loadAverage()}`);
