// API soak (not a test): the mixed workload of api.bench.ts at 100 connections for
// BENCH_SOAK_SECONDS (600) on PostgreSQL by default. Passes when no request failed, resident
// memory grew by at most 10 % (first minute after warm-up against the last minute) and every
// accepted application and inquiry is stored exactly once.
import os from "node:os";
import { printScenario, runContext, writeResults } from "./report.ts";
import { runScenario, type ScenarioResult } from "./scenario.ts";
import { readSettings, withDatabase } from "./settings.ts";
import { Workload } from "./workload.ts";

const CONNECTIONS = 100;
const MAX_GROWTH = 0.1;
const settings = readSettings("pg");
const seconds = settings.soakSeconds;

/** Average RSS of the first window after a warm-up window, and of the last window. */
function memoryGrowth(samples: ScenarioResult["rssSamples"]) {
  // A minute each for a 10-minute soak; shorter soaks scale the windows down (a sixth of the run).
  const window = Math.max(1, Math.min(60, Math.floor(seconds / 6)));
  const average = (from: number, to: number) => {
    const picked = samples.filter((s) => s.t >= from && s.t < to).map((s) => s.mb);
    return picked.length ? picked.reduce((a, b) => a + b, 0) / picked.length : 0;
  };
  // The lowest sample of a window is the heap after a collection: what is really retained.
  const floor = (from: number, to: number) =>
    Math.min(...samples.filter((s) => s.t >= from && s.t < to).map((s) => s.mb));
  const first = average(window, 2 * window);
  const last = average(seconds - window, seconds + 1);
  const firstFloor = floor(window, 2 * window);
  const lastFloor = floor(seconds - window, seconds + 1);
  return {
    windowSeconds: window,
    firstMb: Math.round(first),
    lastMb: Math.round(last),
    growth: first ? last / first - 1 : 0,
    firstFloorMb: firstFloor,
    lastFloorMb: lastFloor,
    floorGrowth: firstFloor ? lastFloor / firstFloor - 1 : 0,
  };
}

console.log(
  `soak: node ${process.version}, ${os.cpus().length} cpus, ${settings.jobs} jobs, ${CONNECTIONS} connections, ${seconds} s`,
);
const allMissed: string[] = [];
for (const kind of settings.kinds) {
  const result = await withDatabase(kind, settings, (database, dataDir) =>
    runScenario(database, new Workload(database.accounts, database.jobCount, `soak-${Date.now()}`), {
      connections: CONNECTIONS,
      seconds,
      warmupSeconds: settings.warmupSeconds,
      healthSeconds: 0,
      dataDir,
      extraEnv: settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {},
    }),
  );
  const missed = printScenario(`Soak on ${kind === "pg" ? "PostgreSQL" : "PGlite"}`, result, false);
  const memory = memoryGrowth(result.rssSamples);
  const pct = (memory.growth * 100).toFixed(1);
  console.log(
    `RSS: ${memory.firstMb} MB average over seconds ${memory.windowSeconds}–${2 * memory.windowSeconds}, ` +
      `${memory.lastMb} MB over the last ${memory.windowSeconds} s: ${pct} % growth ` +
      `(lowest sample ${memory.firstFloorMb} → ${memory.lastFloorMb} MB: ` +
      `${(memory.floorGrowth * 100).toFixed(1)} %)`,
  );
  if (memory.growth > MAX_GROWTH) {
    const line = `memory grew ${pct} % (> ${MAX_GROWTH * 100} %)`;
    console.log(`MISSED TARGET — ${line}`);
    missed.push(line);
  }
  allMissed.push(...missed.map((m) => `${kind}: ${m}`));
  const file = await writeResults(`api-soak-${kind}`, {
    ...runContext(kind, settings),
    memory,
    ...result,
  });
  console.error(`wrote ${file}`);
}
console.log(
  allMissed.length ? `\nSOAK FAILED:\n${allMissed.map((m) => `  - ${m}`).join("\n")}` : "\nsoak passed",
);
