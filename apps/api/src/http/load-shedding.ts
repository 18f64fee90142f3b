import underPressure from "@fastify/under-pressure";
import { endpoints } from "@site/contract/endpoints";
import { httpMessages } from "@site/contract/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../platform/database.ts";
import {
  DatabaseBusyError,
  type FairQueue,
  finishUnitOfWork,
  runAsUnitOfWork,
  type UnitOfWork,
} from "../platform/fair-queue.ts";
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
  database: Pick<Database, "kind" | "queue">,
  options: LoadSheddingOptions = loadSheddingDefaults,
): Promise<void> {
  // Only PGlite's queue tells requests apart; PostgreSQL's pool does not need the per-request
  // store (AsyncLocalStorage costs on every promise on Node 20).
  if (database.kind === "pglite") trackUnitsOfWork(app, database.queue);
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    pressureHandler: async (request) => {
      if (alwaysAnswered.has(request.url.split("?")[0] ?? "")) return;
      throw new HttpError(503, httpMessages.busy, { "retry-after": "1" });
    },
  });
}

/**
 * Every request is one unit of work of the database queue, in the lane of its route, from
 * `onRequest` until its answer is sent or its connection closes. A request whose lane is full
 * gets its 503 here, before its body is read (decision 027).
 */
function trackUnitsOfWork(app: FastifyInstance, queue: FairQueue | undefined): void {
  const units = new WeakMap<FastifyRequest, UnitOfWork>();
  app.addHook("onRequest", (request, reply, done) => {
    const lane = request.routeOptions.url;
    // Its refusal window (decision 098) counts from here, not from its first query.
    const unit: UnitOfWork = { started: false, lane, arrivedAt: performance.now() };
    units.set(request, unit);
    // However the request ends (answered, or its client gone mid-request), its place is given back.
    reply.raw.once("close", () => finishUnitOfWork(unit));
    const refusal = lane !== undefined && !alwaysAnswered.has(lane) ? queue?.refusalFor(lane) : undefined;
    if (refusal) {
      done(new DatabaseBusyError(refusal));
      return;
    }
    runAsUnitOfWork(done, unit);
  });
  const finish = async (request: FastifyRequest) => {
    const unit = units.get(request);
    if (unit) finishUnitOfWork(unit);
  };
  app.addHook("onResponse", finish);
  app.addHook("onRequestAbort", finish);
}
