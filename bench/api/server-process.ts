// The API as production runs it: a separate `node apps/api/src/main.ts` process (Node strips the types) with
// NODE_ENV=production. Its memory is read from /proc/<pid>/status (Linux).
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { apiNodeFlags } from "../../apps/api/node-flags.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
/** Lets the bench read the server's memory figures from /metrics. */
const metricsToken = `bench-${process.pid}-metrics-token`;

/** Where the server's memory is, in MB, from its /metrics. */
export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** Memory outside V8's heap: Buffers, ArrayBuffers. */
  external: number;
  /** PGlite's WebAssembly memory (0 on PostgreSQL). */
  wasm: number;
  /** The server's event-loop delay since the previous scrape, p99 and max (ms; not MB). */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

/** The server's memory figures, or undefined when /metrics did not answer within 3 s. */
export async function readMemory(server: Pick<ServerProcess, "address">): Promise<MemoryFigures | undefined> {
  const text = await scrape(server);
  if (!text) return undefined;
  const mb = (name: string) => {
    const value = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1];
    return Math.round(Number(value ?? 0) / 1048576);
  };
  const ms = (name: string) => {
    const value = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1];
    return Math.round(Number(value ?? 0) * 1000);
  };
  return {
    rss: mb("process_resident_memory_bytes"),
    heapUsed: mb("nodejs_heap_size_used_bytes"),
    heapTotal: mb("nodejs_heap_size_total_bytes"),
    external: mb("nodejs_external_memory_bytes"),
    wasm: mb("pglite_wasm_memory_bytes"),
    loopDelayP99Ms: ms("nodejs_eventloop_lag_p99_seconds"),
    loopDelayMaxMs: ms("nodejs_eventloop_lag_max_seconds"),
  };
}

/** Cumulative counts per bucket bound (s) of one of the server's histograms, by one of its labels. */
export type ServerHistogram = Record<string, { le: number; count: number }[]>;

/** The server's /metrics text, or "" when it did not answer within 3 s. */
async function scrape(server: Pick<ServerProcess, "address">): Promise<string> {
  return fetch(`${server.address}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
    signal: AbortSignal.timeout(3000),
  })
    .then((response) => (response.ok ? response.text() : ""))
    .catch(() => "");
}

/** The buckets of histogram `name` whose labels match `where`, by the value of `label`. */
function histogramOf(text: string, name: string, label: string, where: RegExp = /./): ServerHistogram {
  const histogram: ServerHistogram = {};
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}_bucket{`)) continue;
    const labels = line.slice(line.indexOf("{") + 1, line.lastIndexOf("}"));
    if (!where.test(labels)) continue;
    const le = /le="([^"]+)"/.exec(labels)?.[1] ?? "";
    const key = new RegExp(`${label}="([^"]*)"`).exec(labels)?.[1] ?? "";
    const buckets = histogram[key] ?? [];
    buckets.push({
      le: le === "+Inf" ? Number.POSITIVE_INFINITY : Number(le),
      count: Number(line.slice(line.lastIndexOf(" ") + 1)),
    });
    histogram[key] = buckets;
  }
  return histogram;
}

/**
 * The server's own timings (decision 123): its time to send each 503 (from reading the request,
 * by reason of the refusal) and to answer each 2xx (by route).
 */
export async function readServerTimes(
  server: Pick<ServerProcess, "address">,
): Promise<{ refusals: ServerHistogram; answered: ServerHistogram }> {
  const text = await scrape(server);
  return {
    refusals: histogramOf(text, "http_refusal_duration_seconds", "reason"),
    answered: histogramOf(text, "http_request_duration_seconds", "route", /status_code="2\d\d"/),
  };
}

/** How many were counted in a run, and the bucket bound (ms) their p99 lies under. */
export type ServerTimes = Record<string, { count: number; p99AtMostMs: number }>;

/** What `after` counted beyond `before`, by label, and all together (""), for the run between two scrapes. */
export function countedBetween(before: ServerHistogram, after: ServerHistogram): ServerTimes {
  const total = new Map<number, number>();
  const p99Of = (buckets: { le: number; count: number }[]) => {
    const count = buckets.at(-1)?.count ?? 0;
    const bound = buckets.find((b) => b.count >= 0.99 * count)?.le ?? 0;
    return { count, p99AtMostMs: count === 0 ? 0 : bound * 1000 };
  };
  const times: ServerTimes = {};
  for (const [key, buckets] of Object.entries(after)) {
    const earlier = before[key] ?? [];
    const run = buckets.map((b, i) => ({ le: b.le, count: b.count - (earlier[i]?.count ?? 0) }));
    for (const b of run) total.set(b.le, (total.get(b.le) ?? 0) + b.count);
    times[key] = p99Of(run);
  }
  times[""] = p99Of([...total].map(([le, count]) => ({ le, count })));
  return times;
}

export interface ServerProcess {
  address: string;
  pid: number;
  /** Resident memory now, in MB (VmRSS). */
  rssMb(): number;
  /** Peak resident memory since the start, in MB (VmHWM). */
  peakRssMb(): number;
  /** Graceful stop (SIGTERM: in-flight requests finish), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** A TCP port nothing listens on now, for a server to start on. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function statusMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

const running = new Set<ChildProcess>();
// However the bench ends, no server is left behind.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * BENCH_SERVER_ROOTS (comma-separated checkouts of this repository, e.g. a build before and after a
 * change): the servers of successive runs start from each in turn, so that two builds alternate on
 * one seeded database and one machine state (decision 123). Unset: this checkout.
 */
const serverRoots = (process.env.BENCH_SERVER_ROOTS ?? "").split(",").filter((root) => root !== "");
/**
 * BENCH_SERVER_ENVS (";"-separated sets of space-separated NAME=value, e.g.
 * "PGLITE_THREAD_NICE=0;PGLITE_THREAD_NICE=10"): the servers of successive runs get each set in
 * turn, so that two settings alternate like two builds (decision 127). Unset: none added.
 */
const serverEnvs = (process.env.BENCH_SERVER_ENVS ?? "")
  .split(";")
  .filter((set) => set.trim() !== "")
  .map((set) =>
    Object.fromEntries(
      set
        .trim()
        .split(/\s+/)
        .map((pair) => {
          const at = pair.indexOf("=");
          if (at <= 0) throw new Error(`BENCH_SERVER_ENVS: "${pair}" is not NAME=value`);
          return [pair.slice(0, at), pair.slice(at + 1)];
        }),
    ),
  );
let started = 0;

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const root =
    serverRoots.length > 0 ? path.resolve(serverRoots[started % serverRoots.length] ?? "") : repoRoot;
  const extraEnv: Record<string, string> =
    serverEnvs.length > 0 ? (serverEnvs[started % serverEnvs.length] ?? {}) : {};
  started += 1;
  if (root !== repoRoot) console.log(`server from ${root}`);
  if (serverEnvs.length > 0) console.log(`server with ${JSON.stringify(extraEnv)}`);
  const port = await freePort();
  // BENCH_SERVER_NODE_FLAGS adds flags for one run, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extraFlags = (process.env.BENCH_SERVER_NODE_FLAGS ?? "").split(" ").filter((flag) => flag !== "");
  // The Node.js flags `npm start` runs that checkout's API with, for this database.
  const nodeFlags = apiNodeFlags(root, { ...env, ...extraEnv }.DATABASE_URL);
  const child = spawn(process.execPath, [...nodeFlags, ...extraFlags, "apps/api/src/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SEED_DEMO_DATA: "false",
      HOST: "127.0.0.1",
      PORT: String(port),
      METRICS_TOKEN: metricsToken,
      ...env,
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "pipe"],
  });
  running.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  exited.then(() => running.delete(child));
  const pid = child.pid;
  if (pid === undefined) throw new Error("could not start the API process");
  const address = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 120_000;
  let ready = false;
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  while (!ready) {
    if (exitCode !== undefined) throw new Error(`the API exited with ${exitCode} at start:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the API was not ready within 120 s:\n${stderr}`);
    }
    ready = await fetch(`${address}/api/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    address,
    pid,
    rssMb: () => statusMb(pid, "VmRSS"),
    peakRssMb: () => statusMb(pid, "VmHWM"),
    async stop(graceMs = 15_000) {
      if (exitCode !== undefined) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
