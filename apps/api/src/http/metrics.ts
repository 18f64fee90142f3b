// /metrics in Prometheus format (decision 017): off unless METRICS_TOKEN is set, then only with
// `Authorization: Bearer <token>`. Requests are labelled by route pattern, never by raw URL:
// some URLs carry tokens.
import { createHash, timingSafeEqual } from "node:crypto";
import { httpMessages } from "@site/contract/messages";
import { and, count, isNull, lt, min, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import client from "prom-client";
import { mailOutbox } from "../db/schema.ts";
import type { Database } from "../platform/database.ts";
import { busyReason } from "../platform/fair-queue.ts";
import { MAX_MAIL_ATTEMPTS } from "../platform/mail/outbox.ts";
import type { RateLimits } from "../platform/rate-limit.ts";

export interface Metrics {
  registry: client.Registry;
  /** Counts one failed delivery attempt of the outbox. */
  mailFailed(): void;
  /** Reads the outbox gauges from the database; once per scrape. */
  readOutbox(): Promise<void>;
}

export function createMetrics(database: Database, now: () => Date): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const pool = () => database.poolStats();
  new client.Gauge({
    name: "db_connections_in_use",
    help: "Database connections running a query (PGlite has one)",
    registers,
    collect() {
      this.set(pool().inUse);
    },
  });
  new client.Gauge({
    name: "db_connections_capacity",
    help: "Database connections available at most",
    registers,
    collect() {
      this.set(pool().capacity);
    },
  });
  new client.Gauge({
    name: "db_queue_waiting",
    help: "Queries waiting for a database connection",
    registers,
    collect() {
      this.set(pool().waiting);
    },
  });
  if (database.wasmMemoryBytes) {
    const wasmMemoryBytes = database.wasmMemoryBytes;
    new client.Gauge({
      name: "pglite_wasm_memory_bytes",
      help: "WebAssembly memory of the embedded database (it grows and never shrinks)",
      registers,
      collect() {
        this.set(wasmMemoryBytes());
      },
    });
  }
  new client.Counter({
    name: "db_queue_refused_total",
    help: "Requests answered 503 because the database queue was full or the wait too long",
    registers,
    collect() {
      this.reset();
      this.inc(pool().refused);
    },
  });

  const outboxPending = new client.Gauge({
    name: "mail_outbox_pending",
    help: "E-mails waiting in the outbox to be delivered",
    registers,
  });
  const outboxOldest = new client.Gauge({
    name: "mail_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest e-mail still waiting in the outbox (0 when none)",
    registers,
  });
  const outboxGivenUp = new client.Gauge({
    name: "mail_outbox_given_up",
    help: `E-mails not delivered after ${MAX_MAIL_ATTEMPTS} attempts`,
    registers,
  });
  const mailFailures = new client.Counter({
    name: "mail_delivery_failures_total",
    help: "Failed delivery attempts of the outbox since the start",
    registers,
  });

  const readOutbox = async () => {
    const unsent = isNull(mailOutbox.sentAt);
    const [pending] = await database.db
      .select({ count: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(and(unsent, lt(mailOutbox.attempts, MAX_MAIL_ATTEMPTS)));
    const [givenUp] = await database.db
      .select({ count: count() })
      .from(mailOutbox)
      .where(and(unsent, sql`${mailOutbox.attempts} >= ${MAX_MAIL_ATTEMPTS}`));
    outboxPending.set(pending?.count ?? 0);
    const oldest = pending?.oldest ? new Date(pending.oldest).getTime() : undefined;
    outboxOldest.set(oldest === undefined ? 0 : Math.max(0, (now().getTime() - oldest) / 1000));
    outboxGivenUp.set(givenUp?.count ?? 0);
  };

  return { registry, mailFailed: () => mailFailures.inc(), readOutbox };
}

function sameSecret(given: string, expected: string): boolean {
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Request rate and latency per route pattern, and the /metrics route itself. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const requests = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer, by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 5, 10],
    registers: [metrics.registry],
  });

  // The server's own share of a 503's time (decision 123): from reading the request to having sent
  // the refusal, by why it was refused, in buckets fine enough to tell 60 ms from 100 ms. What a
  // client measures beyond this was spent before the server read the request or after it wrote.
  const refusals = new client.Histogram({
    name: "http_refusal_duration_seconds",
    help: "Time from reading a request to having sent its 503, by reason of the refusal",
    labelNames: ["reason"] as const,
    buckets: [
      0.001, 0.0025, 0.005, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.125, 0.15, 0.2, 0.3,
      0.5, 1,
    ],
    registers: [metrics.registry],
  });
  const refusedBecause = new WeakMap<object, string>();
  app.addHook("onError", (request, _reply, error, done) => {
    const reason = busyReason(error);
    // Refused by the queue (its reason), or by the event loop's lag (`busy`, @fastify/under-pressure).
    const status = (error as { statusCode?: number }).statusCode;
    refusedBecause.set(request, reason ?? (status === 503 ? "busy" : ""));
    done();
  });
  // One hook for both histograms; callback-style, as every hook on the hot path (decision 141).
  app.addHook("onResponse", (request, reply, done) => {
    const seconds = reply.elapsedTime / 1000;
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? "(no route)",
        status_code: String(reply.statusCode),
      },
      seconds,
    );
    if (reply.statusCode === 503)
      refusals.observe({ reason: refusedBecause.get(request) || "other" }, seconds);
    done();
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (token === undefined)
      return reply.code(404).send({ message: httpMessages.notFound, code: "not_found" });
    const header = request.headers.authorization ?? "";
    const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? "";
    if (!sameSecret(given, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ message: "A valid metrics token is required", code: "unauthorized" });
    }
    await metrics.readOutbox().catch((error: unknown) => {
      request.log.warn({ err: error }, "metrics: the mail outbox could not be read");
    });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/**
 * 1 while rate-limit counters are shared through Redis, 0 while Redis is away and the fallback
 * counts (in the database); absent without REDIS_URL.
 */
export function registerRateLimitStoreGauge(metrics: Metrics, rateLimits: RateLimits): void {
  if (rateLimits.store() === "memory") return;
  new client.Gauge({
    name: "rate_limit_redis_up",
    help: "1 while rate limits are counted in Redis, 0 while Redis is unreachable and the database counts",
    registers: [metrics.registry],
    collect() {
      this.set(rateLimits.store() === "redis" ? 1 : 0);
    },
  });
}
