// Markdown tables, the targets of the issue, and the JSON written to bench/results/.
import fs from "node:fs/promises";
import path from "node:path";
import type { Figures } from "./load.ts";
import type { ScenarioResult } from "./scenario.ts";
import { describeWrites } from "./verify-writes.ts";
import { operations } from "./workload.ts";

export const targets = { p95Ms: 100, peakRssMb: 300 };

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
  lines.push("", `peak RSS of the server: ${result.peakRssMb} MB`);
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
  lines.push(missed.length ? missed.map((m) => `MISSED TARGET — ${m}`).join("\n") : "all targets met");
  console.log(lines.join("\n"));
  return missed;
}

export async function writeResults(name: string, content: object): Promise<string> {
  const dir = path.join(import.meta.dirname, "../results");
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  await fs.writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
  return file;
}
