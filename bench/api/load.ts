// Drives the load: one autocannon instance per operation, all at once, each with its own latency
// histogram, so every operation gets its own p50/p95/p99 under the shared load.

import { endpoints } from "@site/contract/endpoints";
import autocannon from "autocannon";
import { LatencyHistogram } from "./latency-histogram.ts";
import {
  type Ledger,
  type Operation,
  operationPaths,
  operations,
  splitConnections,
  Workload,
} from "./workload.ts";

export interface Figures {
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-2xx answers plus connection errors (timeouts included). */
  errors: number;
  timeouts: number;
  /** Status codes other than 2xx, with a sample answer of each. */
  failures: Record<string, { count: number; sample: string }>;
}

interface Shot {
  path: string;
  method: "GET" | "POST";
  connections: number;
  seconds: number;
  /** Builds each request: body, and headers beyond content-type. */
  build?: () => { body: string; headers: Record<string, string>; key?: string };
  onAccepted?: (key: string) => void;
}

function fire(address: string, shot: Shot): Promise<Figures> {
  const histogram = new LatencyHistogram();
  const failures: Figures["failures"] = {};
  const { build, onAccepted } = shot;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: address,
        connections: shot.connections,
        duration: shot.seconds,
        timeout: 10,
        headers: { "content-type": "application/json" },
        requests: [
          {
            method: shot.method,
            path: shot.path,
            ...(build && {
              // Called once per request; the context belongs to the connection, which has one
              // request in flight at a time, so onResponse finds the key of its own request.
              setupRequest: (request, context) => {
                const next = build();
                (context as { key?: string }).key = next.key;
                return { ...request, body: next.body, headers: { ...request.headers, ...next.headers } };
              },
            }),
            onResponse: (status, body, context) => {
              const key = (context as { key?: string }).key;
              if (status >= 200 && status < 300) {
                if (key !== undefined) onAccepted?.(key);
                return;
              }
              const failure = failures[status] ?? { count: 0, sample: body.slice(0, 200) };
              failure.count += 1;
              failures[status] = failure;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          connections: shot.connections,
          requests: result.requests.total,
          requestsPerSecond: Math.round(result.requests.average * 10) / 10,
          p50: histogram.percentile(0.5),
          p95: histogram.percentile(0.95),
          p99: histogram.percentile(0.99),
          max: Math.round(histogram.max * 10) / 10,
          errors: result.non2xx + result.errors,
          timeouts: result.timeouts,
          failures,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => histogram.record(responseTime));
  });
}

/** The mixed workload at `connections` in all, for `seconds`. */
export async function runMix(
  address: string,
  connections: number,
  seconds: number,
  workload: Workload,
  ledger: Ledger,
): Promise<Record<Operation, Figures>> {
  const split = splitConnections(connections);
  const results = await Promise.all(
    operations.map((op) =>
      fire(address, {
        path: operationPaths[op],
        method: "POST",
        connections: split[op],
        seconds,
        build: () => {
          const next = workload.next(op, ledger);
          return { ...next, headers: { "x-forwarded-for": workload.nextForwardedFor() } };
        },
        onAccepted: (key) => Workload.accept(op, key, ledger),
      }),
    ),
  );
  return Object.fromEntries(operations.map((op, i) => [op, results[i]])) as Record<Operation, Figures>;
}

/** Fastify's bare health route alone: the ceiling of this machine for any route. */
export function runHealth(address: string, connections: number, seconds: number): Promise<Figures> {
  return fire(address, { path: endpoints.system.health.path, method: "GET", connections, seconds });
}
