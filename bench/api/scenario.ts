// One server lifetime: start the API on a seeded database, warm it up, measure the mixed workload
// (then, optionally, the bare health route), stop it, and check the writes it accepted.
import os from "node:os";
import type { BenchDatabase } from "./bench-database.ts";
import { type ClientLag, type Figures, runHealth, runMix } from "./load.ts";
import {
  countedBetween,
  type MemoryFigures,
  readMemory,
  readServerTimes,
  type ServerTimes,
  startServer,
} from "./server-process.ts";
import { checkWrites, type WriteCheck } from "./verify-writes.ts";
import { newLedger, type Operation, type Workload } from "./workload.ts";

const round1 = (n: number) => Math.round(n * 10) / 10;

export interface ScenarioOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Seconds of the bare /api/health ceiling after the mix; 0 to skip. */
  healthSeconds: number;
  dataDir: string;
  extraEnv?: Record<string, string>;
}

export interface ScenarioResult {
  connections: number;
  seconds: number;
  operations: Record<Operation, Figures>;
  /** The load tool's own event-loop delay during the measured mix. */
  clientLag: ClientLag;
  /** The machine's 1-minute load average at the start and end of the measured mix (shared machine). */
  loadAverage: { start: number; end: number };
  health: Figures | undefined;
  /** VmHWM of the server after the mix: its peak resident memory, start-up included. */
  peakRssMb: number;
  /** VmRSS once a second during the measured mix, seconds from its start. */
  rssSamples: { t: number; mb: number }[];
  /** Where the memory is, from the server's /metrics every two seconds during the mix. */
  memorySamples: ({ t: number } & MemoryFigures)[];
  /** The largest of each memory figure over those samples. */
  peakMemoryMb: MemoryFigures | undefined;
  writes: { applications: WriteCheck; inquiries: WriteCheck };
  /**
   * The server's own time to refuse during the mix (from reading a request to having sent its
   * 503), from its /metrics: what the clients' 503 p99 holds beyond it was spent outside the
   * server's handling (decision 123).
   */
  serverRefusals: ServerTimes;
  /** The server's own time to answer the 2xx requests (from reading to sending), by route. */
  serverAnswered: ServerTimes;
}

export async function runScenario(
  database: BenchDatabase,
  workload: Workload,
  options: ScenarioOptions,
): Promise<ScenarioResult> {
  const ledger = newLedger();
  const since = new Date();
  const server = await startServer({
    ...database.serverEnv,
    ...options.extraEnv,
    DATA_DIR: options.dataDir,
    // All load comes from this machine: each request names its own client in X-Forwarded-For.
    TRUST_PROXY: "127.0.0.1",
  });
  const rssSamples: { t: number; mb: number }[] = [];
  const memorySamples: ({ t: number } & MemoryFigures)[] = [];
  let sampler: NodeJS.Timeout | undefined;
  let memorySampler: NodeJS.Timeout | undefined;
  try {
    const { address } = server;
    const { connections } = options;
    // One mix: the warm-up, then the measured window, by the same clients on the same connections
    // (decision 129). The clients' opening burst (every connection's first request at once) falls in
    // the warm-up, whose figures are reported apart (`warmup` of each operation).
    const loadStart = os.loadavg()[0] ?? 0;
    const started = Date.now();
    sampler = setInterval(() => {
      rssSamples.push({ t: Math.round((Date.now() - started) / 1000), mb: server.rssMb() });
    }, 1000);
    memorySampler = setInterval(() => {
      void readMemory(server).then((figures) => {
        if (figures) memorySamples.push({ t: Math.round((Date.now() - started) / 1000), ...figures });
      });
    }, 2000);
    // The server's own times are counted from the end of the warm-up: read then, as the mix goes on.
    let timesBefore: ReturnType<typeof readServerTimes> | undefined;
    const warmupEnd = setTimeout(() => {
      timesBefore = readServerTimes(server);
    }, options.warmupSeconds * 1000);
    const { operations, clientLag } = await runMix(address, connections, options.seconds, workload, ledger, {
      warmupSeconds: options.warmupSeconds,
    });
    clearTimeout(warmupEnd);
    const timesAfter = await readServerTimes(server);
    const before = await (timesBefore ?? readServerTimes(server));
    const serverRefusals = countedBetween(before.refusals, timesAfter.refusals);
    const serverAnswered = countedBetween(before.answered, timesAfter.answered);
    const loadAverage = { start: round1(loadStart), end: round1(os.loadavg()[0] ?? 0) };
    clearInterval(sampler);
    clearInterval(memorySampler);
    const peakRssMb = server.peakRssMb();
    // Let the requests abandoned at the end of the mix finish before measuring the ceiling.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const health =
      options.healthSeconds > 0 ? await runHealth(address, connections, options.healthSeconds) : undefined;
    await server.stop();
    const writes = await database.withClient((client) => checkWrites(client, ledger, since, workload.runTag));
    const peakMemoryMb = memorySamples.length
      ? (Object.fromEntries(
          (Object.keys(memorySamples[0] ?? {}) as (keyof MemoryFigures | "t")[])
            .filter((key) => key !== "t")
            .map((key) => [key, Math.max(...memorySamples.map((sample) => sample[key]))]),
        ) as unknown as MemoryFigures)
      : undefined;
    return {
      connections,
      seconds: options.seconds,
      operations,
      clientLag,
      loadAverage,
      health,
      peakRssMb,
      rssSamples,
      memorySamples,
      peakMemoryMb,
      writes,
      serverRefusals,
      serverAnswered,
    };
  } finally {
    clearInterval(sampler);
    clearInterval(memorySampler);
    await server.stop();
  }
}
