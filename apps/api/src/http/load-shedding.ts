import underPressure from "@fastify/under-pressure";
import { endpoints } from "@site/contract/endpoints";
import { httpMessages } from "@site/contract/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../platform/database.ts";
import { finishUnitOfWork, runAsUnitOfWork, type UnitOfWork } from "../platform/fair-queue.ts";
import { HttpError } from "./errors.ts";

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) over a sample above which new requests get a quick 503. */
  maxEventLoopDelayMs: number;
  /** How often the event loop is sampled (ms). */
  sampleIntervalMs: number;
}

/** Above one second of event-loop lag every answer is late anyway: refuse new work (decision 016). */
export const loadSheddingDefaults: LoadSheddingOptions = {
  maxEventLoopDelayMs: 1000,
  sampleIntervalMs: 1000,
};

/** Routes that answer whatever the load: liveness and the metrics that explain the load. */
const alwaysAnswered = new Set([endpoints.system.health.path, "/metrics"]);

/**
 * Requests are refused with 503 and Retry-After while the event loop lags; on PGlite each request
 * is also one unit of work of the database queue.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  database: Pick<Database, "kind">,
  options: LoadSheddingOptions = loadSheddingDefaults,
): Promise<void> {
  // Only PGlite's queue tells requests apart; PostgreSQL's pool does not need the per-request
  // store (AsyncLocalStorage costs on every promise on Node 20).
  if (database.kind === "pglite") trackUnitsOfWork(app);
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    pressureHandler: async (request) => {
      if (alwaysAnswered.has(request.url.split("?")[0] ?? "")) return;
      throw new HttpError(503, httpMessages.busy, { "retry-after": "1" });
    },
  });
}

/** Every request is one unit of work of the database queue, from `onRequest` to its answer. */
function trackUnitsOfWork(app: FastifyInstance): void {
  const units = new WeakMap<FastifyRequest, UnitOfWork>();
  app.addHook("onRequest", (request, _reply, done) => {
    const unit: UnitOfWork = { started: false };
    units.set(request, unit);
    runAsUnitOfWork(done, unit);
  });
  const finish = async (request: FastifyRequest) => {
    const unit = units.get(request);
    if (unit) finishUnitOfWork(unit);
  };
  app.addHook("onResponse", finish);
  app.addHook("onRequestAbort", finish);
}
