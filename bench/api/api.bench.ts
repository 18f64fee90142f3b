// API benchmark (not a test): the production server, a separate process on PostgreSQL and on
// PGlite with BENCH_JOBS jobs, under a mixed workload (log-in, validate-token, search, view job,
// apply, inquiry) at 50 and 200 connections, then Fastify's bare /api/health as the ceiling.
// Prints a table per run and missed targets; exits non-zero only if the bench itself fails.
import os from "node:os";
import { printScenario, targets, writeResults } from "./report.ts";
import { runScenario, type ScenarioResult } from "./scenario.ts";
import { readSettings, withDatabase } from "./settings.ts";
import { splitConnections, Workload } from "./workload.ts";

const settings = readSettings("both");
const connectionCounts = [50, 200];
console.log(
  `node ${process.version}, ${os.cpus().length} cpus, ${settings.jobs} jobs, ${settings.accounts} accounts, ` +
    `${settings.seconds} s per run after ${settings.warmupSeconds} s warm-up; ` +
    `targets: no errors, p95 < ${targets.p95Ms} ms (log-in excepted), peak RSS < ${targets.peakRssMb} MB`,
);
for (const connections of connectionCounts) {
  console.log(
    `connections per operation at ${connections}: ${JSON.stringify(splitConnections(connections))}`,
  );
}

const allMissed: string[] = [];
for (const kind of settings.kinds) {
  const runs: ScenarioResult[] = await withDatabase(kind, settings, async (database, dataDir) => {
    const workload = new Workload(database.accounts, database.jobCount, `bench-${Date.now()}`);
    const results: ScenarioResult[] = [];
    for (const connections of connectionCounts) {
      const result = await runScenario(database, workload, {
        connections,
        seconds: settings.seconds,
        warmupSeconds: settings.warmupSeconds,
        healthSeconds: settings.seconds,
        dataDir,
        extraEnv: settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {},
      });
      const missed = printScenario(kind === "pg" ? "PostgreSQL" : "PGlite", result);
      allMissed.push(...missed.map((m) => `${kind} @ ${connections}: ${m}`));
      results.push(result);
    }
    return results;
  });
  const file = await writeResults(`api-${kind}`, {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    database: kind,
    jobs: settings.jobs,
    accounts: settings.accounts,
    secondsPerRun: settings.seconds,
    targets,
    runs: runs.map(({ rssSamples: _samples, ...run }) => run),
  });
  console.error(`wrote ${file}`);
}

console.log(
  allMissed.length
    ? `\n${allMissed.length} missed target(s):\n${allMissed.map((m) => `  - ${m}`).join("\n")}`
    : "\nevery target met",
);
