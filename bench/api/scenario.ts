// One server lifetime: start the API on a seeded database, warm it up, measure the mixed workload
// (then, optionally, the bare health route), stop it, and check the writes it accepted.
import type { BenchDatabase } from "./bench-database.ts";
import { type Figures, runHealth, runMix } from "./load.ts";
import { startServer } from "./server-process.ts";
import { checkWrites, type WriteCheck } from "./verify-writes.ts";
import { newLedger, type Operation, type Workload } from "./workload.ts";

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
  health: Figures | undefined;
  /** VmHWM of the server after the mix: its peak resident memory, start-up included. */
  peakRssMb: number;
  /** VmRSS once a second during the measured mix, seconds from its start. */
  rssSamples: { t: number; mb: number }[];
  writes: { applications: WriteCheck; inquiries: WriteCheck };
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
  let sampler: NodeJS.Timeout | undefined;
  try {
    const { address } = server;
    const { connections } = options;
    if (options.warmupSeconds > 0) {
      await runMix(address, connections, options.warmupSeconds, workload, ledger);
    }
    const started = Date.now();
    sampler = setInterval(() => {
      rssSamples.push({ t: Math.round((Date.now() - started) / 1000), mb: server.rssMb() });
    }, 1000);
    const operations = await runMix(address, connections, options.seconds, workload, ledger);
    clearInterval(sampler);
    const peakRssMb = server.peakRssMb();
    // Let the requests abandoned at the end of the mix finish before measuring the ceiling.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const health =
      options.healthSeconds > 0 ? await runHealth(address, connections, options.healthSeconds) : undefined;
    await server.stop();
    const writes = await database.withClient((client) => checkWrites(client, ledger, since, workload.runTag));
    return { connections, seconds: options.seconds, operations, health, peakRssMb, rssSamples, writes };
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}
