// Drives the load like real clients would (decision 027): each operation has its own group of
// connections (its own keep-alive agent, so no operation's sockets wait behind another's), each
// connection is one client that sends a request, waits for its answer (10 s time-out), and after a
// 503 waits the Retry-After it was given (plus up to half of it again, so the clients do not come
// back all at once) before its next request. Every operation gets its own histograms.

import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { endpoints } from "@site/contract/endpoints";
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
  /** Requests that got an answer (any status) or timed out. */
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-2xx answers plus connection errors (time-outs included). */
  errors: number;
  timeouts: number;
  /** Requests still waiting for their answer when the run ended (in no percentile). */
  unfinished: number;
  /** Status codes other than 2xx, with a sample answer of each. */
  failures: Record<string, { count: number; sample: string }>;
  /** Answered with 2xx: how many, and their own latencies (what a served user waited). */
  answered: { count: number; p50: number; p95: number; p99: number; max: number; buckets: number[] };
  /** Shed: 503 answers, how many carried Retry-After, and how long the slowest took. */
  shed: { count: number; withRetryAfter: number; p99: number; max: number };
  /**
   * The warm-up's requests (sent before the measured window; in no figure above): how many, and
   * the 503s among them. Its first second is the clients' opening burst (every connection opened
   * and its first request sent at once): a flash crowd, reported here rather than in the window.
   */
  warmup: { requests: number; shed: { count: number; p99: number; max: number } };
}

/** Upper bounds (ms) of the answered-latency histogram in the report; the last bucket is open. */
export const answeredBucketsMs = [50, 100, 250, 500, 1000, 2000, 5000];

const TIMEOUT_MS = 10_000;

interface Shot {
  path: string;
  method: "GET" | "POST";
  connections: number;
  seconds: number;
  /** Builds each request: body, and headers beyond content-type. */
  build?: () => { body: string; headers: Record<string, string>; key?: string };
  onAccepted?: (key: string) => void;
  /** Honour Retry-After after a 503 (as people and the web app do); false: send again at once. */
  honourRetryAfter: boolean;
  /**
   * Seconds of warm-up at the start of `seconds`: the same clients on the same connections, but a
   * request sent before it ends counts only in `warmup` (its accepted write still in the ledger).
   */
  warmupSeconds?: number;
}

interface Answer {
  status: number;
  body: string;
  retryAfter: string | undefined;
}

function send(
  agent: http.Agent,
  url: URL,
  method: string,
  body: string | undefined,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method,
        headers: {
          ...headers,
          ...(body !== undefined && {
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(body)),
          }),
        },
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            retryAfter: response.headers["retry-after"],
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

export async function fire(address: string, shot: Shot): Promise<Figures> {
  const all = new LatencyHistogram();
  const answered = new LatencyHistogram();
  const shed = new LatencyHistogram();
  const answeredBuckets = new Array<number>(answeredBucketsMs.length + 1).fill(0);
  const warmupAll = new LatencyHistogram();
  const warmupShed = new LatencyHistogram();
  let withRetryAfter = 0;
  let timeouts = 0;
  let connectionErrors = 0;
  let unfinished = 0;
  const failures: Figures["failures"] = {};
  const fail = (status: string, sample: string) => {
    const failure = failures[status] ?? { count: 0, sample: sample.slice(0, 200) };
    failure.count += 1;
    failures[status] = failure;
  };
  // One group of sockets per operation; a client holds one of them while its request is out.
  const agent = new http.Agent({ keepAlive: true, maxSockets: shot.connections });
  const url = new URL(shot.path, address);
  const end = new AbortController();
  const warmupMs = (shot.warmupSeconds ?? 0) * 1000;
  const endTimer = setTimeout(() => end.abort(), shot.seconds * 1000 + warmupMs);
  const began = performance.now();
  const measuredFrom = began + warmupMs;

  async function client(): Promise<void> {
    while (!end.signal.aborted) {
      const next = shot.build?.();
      const started = performance.now();
      // Sent before the measured window: counted only in the warm-up's own figures.
      const warm = started < measuredFrom;
      const timeout = AbortSignal.timeout(TIMEOUT_MS);
      let answer: Answer;
      try {
        answer = await send(
          agent,
          url,
          shot.method,
          next?.body,
          next?.headers ?? {},
          AbortSignal.any([timeout, end.signal]),
        );
      } catch (error) {
        if (warm) continue;
        if (timeout.aborted) {
          timeouts += 1;
          all.record(performance.now() - started);
        } else if (end.signal.aborted) unfinished += 1;
        else {
          connectionErrors += 1;
          fail("connection error", String(error));
        }
        continue;
      }
      const ms = performance.now() - started;
      (warm ? warmupAll : all).record(ms);
      if (answer.status >= 200 && answer.status < 300) {
        if (!warm) {
          answered.record(ms);
          const bucket = answeredBucketsMs.findIndex((bound) => ms < bound);
          const index = bucket < 0 ? answeredBucketsMs.length : bucket;
          answeredBuckets[index] = (answeredBuckets[index] ?? 0) + 1;
        }
        if (next?.key !== undefined) shot.onAccepted?.(next.key);
        continue;
      }
      if (!warm) fail(String(answer.status), answer.body);
      if (answer.status !== 503) continue;
      (warm ? warmupShed : shed).record(ms);
      if (answer.retryAfter === undefined) continue;
      if (!warm) withRetryAfter += 1;
      const seconds = Number(answer.retryAfter);
      if (shot.honourRetryAfter && Number.isFinite(seconds))
        await sleep(seconds * 1000 * (1 + Math.random() / 2), end.signal);
    }
  }

  await Promise.all(Array.from({ length: shot.connections }, client));
  clearTimeout(endTimer);
  agent.destroy();
  const elapsed = (performance.now() - Math.max(began, measuredFrom)) / 1000;
  const non2xx = Object.entries(failures)
    .filter(([status]) => status !== "connection error")
    .reduce((sum, [, failure]) => sum + failure.count, 0);
  return {
    connections: shot.connections,
    requests: all.count,
    requestsPerSecond: Math.round((all.count / elapsed) * 10) / 10,
    p50: all.percentile(0.5),
    p95: all.percentile(0.95),
    p99: all.percentile(0.99),
    max: Math.round(all.max * 10) / 10,
    errors: non2xx + connectionErrors + timeouts,
    timeouts,
    unfinished,
    failures,
    answered: {
      count: answered.count,
      p50: answered.percentile(0.5),
      p95: answered.percentile(0.95),
      p99: answered.percentile(0.99),
      max: Math.round(answered.max * 10) / 10,
      buckets: answeredBuckets,
    },
    shed: {
      count: shed.count,
      withRetryAfter,
      p99: shed.percentile(0.99),
      max: Math.round(shed.max * 10) / 10,
    },
    warmup: {
      requests: warmupAll.count,
      shed: {
        count: warmupShed.count,
        p99: warmupShed.percentile(0.99),
        max: Math.round(warmupShed.max * 10) / 10,
      },
    },
  };
}

/** The load tool's own event-loop delay during a mix: a lagging tool delays every request it times. */
export interface ClientLag {
  p99Ms: number;
  maxMs: number;
}

/**
 * The mixed workload at `connections` in all, for `seconds` after `warmupSeconds` of warm-up by
 * the same clients on the same connections; each operation its own share.
 */
export async function runMix(
  address: string,
  connections: number,
  seconds: number,
  workload: Workload,
  ledger: Ledger,
  { honourRetryAfter = true, warmupSeconds = 0 }: { honourRetryAfter?: boolean; warmupSeconds?: number } = {},
): Promise<{ operations: Record<Operation, Figures>; clientLag: ClientLag }> {
  const split = splitConnections(connections);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const results = await Promise.all(
    operations.map((op) =>
      fire(address, {
        path: operationPaths[op],
        method: "POST",
        connections: split[op],
        seconds,
        honourRetryAfter,
        warmupSeconds,
        build: () => {
          const next = workload.next(op, ledger);
          return { ...next, headers: { "x-forwarded-for": workload.nextForwardedFor() } };
        },
        onAccepted: (key) => Workload.accept(op, key, ledger),
      }),
    ),
  );
  lag.disable();
  const clientLag = {
    p99Ms: Math.round(lag.percentile(99) / 1e5) / 10,
    maxMs: Math.round(lag.max / 1e5) / 10,
  };
  return {
    operations: Object.fromEntries(operations.map((op, i) => [op, results[i]])) as Record<Operation, Figures>,
    clientLag,
  };
}

/** Fastify's bare health route alone: the ceiling of this machine for any route. */
export function runHealth(address: string, connections: number, seconds: number): Promise<Figures> {
  return fire(address, {
    path: endpoints.system.health.path,
    method: "GET",
    connections,
    seconds,
    honourRetryAfter: true,
  });
}
