import type { IpLimit } from "@site/contract/endpoint";
import type { FastifyInstance } from "fastify";
import type { RateLimits } from "../platform/rate-limit.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The endpoint's per-address limit (from the contract, through contractRoute). */
    ipLimit?: IpLimit;
  }
}

/**
 * Counts every request to an endpoint with a per-address limit in `onRequest`, before its body is
 * read or parsed: a client over the limit gets 429 with Retry-After and costs us no parsing, even
 * for a malformed or huge body (docs/decisions/008-refuse-before-parsing.md). request.ip honours
 * TRUST_PROXY; the counters live in Redis when REDIS_URL is set.
 */
export function registerIpLimits(app: FastifyInstance, limits: RateLimits): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const rule = request.routeOptions.config.ipLimit;
    if (!rule) {
      done();
      return;
    }
    limits.hit(`${rule.bucket}-ip`, rule, request.ip).then(() => done(), done);
  });
}
