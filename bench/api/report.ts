// Markdown tables, the targets of the issue, and the JSON written to bench/results/.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { answeredBucketsMs, type Figures } from "./load.ts";
import type { ScenarioResult } from "./scenario.ts";
import { describeWrites } from "./verify-writes.ts";
import { operations } from "./workload.ts";

export const targets = { p95Ms: 100, peakRssMb: 300 };

/**
 * Under overload (docs/decisions/027-pglite-under-load.md): every operation answered at least once a
 * second on average, the answered (2xx) requests' p99 under 2 s, nothing but 503s with Retry-After
 * answered within 1.5 s (the queue's 1 s wait bound and margin) on PGlite and no errors at all on
 * PostgreSQL, peak RSS under 400 MB.
 */
export const loadTargets = { answeredP99Ms: 2000, shedP99Ms: 100, peakRssMb: 400 };

/** Per operation: answered (2xx) count and latencies, 503s and their p99, time-outs, and the histogram. */
function answeredTable(result: ScenarioResult): string[] {
  const bounds = answeredBucketsMs.map((ms, i) => `${i === 0 ? "" : answeredBucketsMs[i - 1]}<${ms}`);
  return [
    "",
    "per operation: answered (2xx) with their latencies in ms, 503s, time-outs (10 s), and the answered histogram:",
    "",
    `| operation | conns | answered | ans/s | p50 | p99 | 503s | 503 p99 | time-outs | other errors | ${bounds.join(" | ")} | ≥${answeredBucketsMs.at(-1)} |`,
    `|---|${"---:|".repeat(bounds.length + 10)}`,
    ...operations.map((op) => {
      const f = result.operations[op];
      const a = f.answered;
      const other = f.errors - f.shed.count - f.timeouts;
      return `| ${op} | ${f.connections} | ${a.count} | ${(a.count / result.seconds).toFixed(1)} | ${a.p50} | ${a.p99} | ${f.shed.count} | ${f.shed.p99} | ${f.timeouts} | ${other} | ${a.buckets.join(" | ")} |`;
    }),
    "",
    "the warm-up before the window, opening burst included (every connection's first request sent at once; in no figure above):",
    "",
    "| operation | requests | 503s | 503 p99 | 503 max |",
    "|---|---:|---:|---:|---:|",
    ...operations.map((op) => {
      const w = result.operations[op].warmup;
      return `| ${op} | ${w.requests} | ${w.shed.count} | ${w.shed.p99} | ${w.shed.max} |`;
    }),
  ];
}

/** Misses of the overload targets (loadTargets) in one run. */
export function missedLoadTargets(kind: "pg" | "pglite", result: ScenarioResult): string[] {
  const missed: string[] = [];
  for (const op of operations) {
    const f = result.operations[op];
    if (f.answered.count < result.seconds)
      missed.push(`${op}: ${f.answered.count} answered in ${result.seconds} s (fewer than one a second)`);
    if (f.answered.p99 >= loadTargets.answeredP99Ms)
      missed.push(`${op}: p99 of answered ${f.answered.p99} ms ≥ ${loadTargets.answeredP99Ms} ms`);
    const other = f.errors - (kind === "pglite" ? f.shed.withRetryAfter : 0);
    if (other > 0)
      missed.push(`${op}: ${other} errors other than 503 with Retry-After (${f.timeouts} timeouts)`);
    if (kind === "pglite" && f.shed.p99 >= loadTargets.shedP99Ms)
      missed.push(`${op}: p99 of 503s ${f.shed.p99} ms ≥ ${loadTargets.shedP99Ms} ms`);
  }
  if (result.peakRssMb >= loadTargets.peakRssMb)
    missed.push(`peak RSS ${result.peakRssMb} MB ≥ ${loadTargets.peakRssMb} MB`);
  return missed;
}

const row = (name: string, f: Figures) =>
  `| ${name} | ${f.connections} | ${Math.round(f.requestsPerSecond)} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.errors} |`;

/**
 * The table of one run, its write check, and every missed target (also returned). The soak judges
 * errors and writes only (`speedTargets: false`): its latencies are printed, not held to targets.
 */
export function printScenario(title: string, result: ScenarioResult, speedTargets = true): string[] {
  const lines = [
    `\n### ${title}: ${result.connections} connections, ${result.seconds} s`,
    "",
    "| operation | conns | req/s | p50 ms | p95 ms | p99 ms | errors |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...operations.map((op) => row(op, result.operations[op])),
  ];
  const total = operations.reduce((s, op) => s + result.operations[op].requestsPerSecond, 0);
  lines.push(`| **mix total** | ${result.connections} | ${Math.round(total)} | | | | |`);
  if (result.health) lines.push(row("/api/health alone (ceiling)", result.health));
  lines.push(...answeredTable(result));
  lines.push(
    "",
    `peak RSS of the server: ${result.peakRssMb} MB; load average ${result.loadAverage.start} → ${result.loadAverage.end}; ` +
      `load tool's event-loop delay p99 ${result.clientLag.p99Ms} ms, max ${result.clientLag.maxMs} ms`,
  );
  const described = (times: Record<string, { count: number; p99AtMostMs: number }>) =>
    Object.entries(times)
      .filter(([key, t]) => key !== "" && t.count > 0)
      .map(([key, t]) => `${key}: ${t.count}, p99 ≤ ${t.p99AtMostMs} ms`)
      .join("; ");
  const refusals = result.serverRefusals[""];
  if (refusals && refusals.count > 0)
    lines.push(
      `the server's own time to refuse (read → 503 sent, /metrics): ${refusals.count} 503s, p99 ≤ ${refusals.p99AtMostMs} ms; ` +
        described(result.serverRefusals),
    );
  const answered = result.serverAnswered[""];
  if (answered && answered.count > 0)
    lines.push(
      `the server's own time to answer (read → 2xx sent, /metrics): ${answered.count}, p99 ≤ ${answered.p99AtMostMs} ms; ` +
        described(result.serverAnswered),
    );
  const m = result.peakMemoryMb;
  if (m)
    lines.push(
      `peak memory from /metrics (MB): RSS ${m.rss}, V8 heap ${m.heapUsed} used of ${m.heapTotal}, ` +
        `external ${m.external}, PGlite WebAssembly ${m.wasm}; ` +
        `server event-loop delay (worst 2 s sample) p99 ${m.loopDelayP99Ms} ms, max ${m.loopDelayMaxMs} ms`,
    );
  lines.push(describeWrites("applications", result.writes.applications));
  lines.push(describeWrites("inquiries", result.writes.inquiries));

  const missed: string[] = [];
  for (const op of operations) {
    const f = result.operations[op];
    if (f.errors > 0) {
      const detail = Object.entries(f.failures)
        .map(([status, { count, sample }]) => `${count}× ${status} ${sample}`)
        .join("; ");
      missed.push(`${op}: ${f.errors} errors (${f.timeouts} timeouts${detail ? `; ${detail}` : ""})`);
    }
    // Requests still waiting when the run ends are in no percentile: a starved operation shows it.
    if (f.requests < f.connections)
      missed.push(
        `${op}: ${f.requests} answers on ${f.connections} connections in ${result.seconds} s (starved)`,
      );
    if (speedTargets && op !== "log-in" && f.p95 >= targets.p95Ms)
      missed.push(`${op}: p95 ${f.p95} ms ≥ ${targets.p95Ms} ms`);
  }
  if (result.health && result.health.errors > 0) missed.push(`/api/health: ${result.health.errors} errors`);
  if (speedTargets && result.peakRssMb >= targets.peakRssMb)
    missed.push(`peak RSS ${result.peakRssMb} MB ≥ ${targets.peakRssMb} MB`);
  if (!result.writes.applications.ok) missed.push("applications: stored rows do not match accepted ones");
  if (!result.writes.inquiries.ok) missed.push("inquiries: stored rows do not match accepted ones");
  lines.push(
    missed.length ? missed.map((m) => `missed speed target — ${m}`).join("\n") : "all speed targets met",
  );
  console.log(lines.join("\n"));
  return missed;
}

/** What every result file of these benches starts with: when, on which Node and cores, with what data. */
export function runContext(kind: string, settings: { jobs: number; accounts: number }) {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    database: kind,
    jobs: settings.jobs,
    accounts: settings.accounts,
  };
}

export async function writeResults(name: string, content: object): Promise<string> {
  const dir = path.join(import.meta.dirname, "../results");
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  await fs.writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
  return file;
}
