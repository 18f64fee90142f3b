import underPressure from "@fastify/under-pressure";
import { endpoints } from "@site/contract/endpoints";
import { httpMessages } from "@site/contract/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
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
 * Every request is one unit of work for the database queue, and is refused with 503 and
 * Retry-After while the event loop lags.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions = loadSheddingDefaults,
): Promise<void> {
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
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    pressureHandler: async (request) => {
      if (alwaysAnswered.has(request.url.split("?")[0] ?? "")) return;
      throw new HttpError(503, httpMessages.busy, { "retry-after": "1" });
    },
  });
}
