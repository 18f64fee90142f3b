// The floor of any HTTP layer on this machine, for bench:search (BENCH_FLOOR=true): a separate
// process with Node's own `http` server, a pool of the API's size (10), the same jobs service and
// the same primary-key read as the raw-SQL ceiling, and `JSON.stringify` for the answer. No
// framework, no validation, no hooks, no security headers, no metrics: what is left is the HTTP
// exchange itself (a request read, a query sent and read, an answer written) between three
// processes on the same cores. Issue #30 asks the API for ≥ 0.8× the raw SQL; where this floor
// is itself below 0.8×, no HTTP API on this machine can reach the target for that case.
//
// POST /search: a SearchParams as JSON (the service's own input, so no mapping is measured);
// POST /view: { "job_id": n }. Prints "listening <port>" once it listens.
import http from "node:http";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createJobsService } from "../../apps/api/src/modules/job-posts/jobs-service.ts";
import type { SearchParams } from "../../apps/api/src/modules/job-posts/search-jobs.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const pool = new pg.Pool({ connectionString: url, max: 10 });
const jobs = createJobsService(drizzle(pool) as never, { sharedDatabase: true });

async function answer(path: string | undefined, body: string): Promise<unknown> {
  if (path === "/view") {
    const { rows } = await pool.query("select * from jobs where id = $1", [JSON.parse(body).job_id]);
    return rows[0];
  }
  if (path === "/search") return jobs.search(JSON.parse(body) as SearchParams, new Date());
  throw new Error(`no route ${path}`);
}

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    answer(request.url, Buffer.concat(chunks).toString("utf8")).then(
      (value) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(value));
      },
      (error: Error) => {
        response.writeHead(500, { "content-type": "text/plain" });
        response.end(error.message);
      },
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : ""}`);
});
process.on("SIGTERM", () => {
  server.close();
  void pool.end();
});
