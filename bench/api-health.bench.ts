// API baseline benchmark: throughput and latency of /api/health and /api/ready on the
// embedded database, with the app built exactly as in production. Prints figures and
// writes them to bench/results/api-health.json; it never fails on a number.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { openPglite } from "../apps/api/src/platform/database.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-"));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  SEED_DEMO_DATA: "false",
  NODE_ENV: "production",
});
const database = await openPglite(undefined);
await database.migrate();
const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
};
for (const route of ["/api/health", "/api/ready"]) {
  const result = await autocannon({ url: `${address}${route}`, connections: 20, duration: durationSeconds });
  results[route] = {
    requestsPerSecond: result.requests.average,
    latencyMsP50: result.latency.p50,
    latencyMsP99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(
    `${route}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
}

await app.close();
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });
await fs.mkdir(path.join(import.meta.dirname, "results"), { recursive: true });
await fs.writeFile(
  path.join(import.meta.dirname, "results/api-health.json"),
  `${JSON.stringify(results, null, 2)}\n`,
);
