import { endpoints } from "@site/contract/endpoints";
import { httpMessages } from "@site/contract/messages";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoutes } from "#api/http/contract-route.ts";
import { ServiceUnavailable } from "#api/http/errors.ts";
import type { Database } from "#api/platform/database.ts";

export interface SystemDeps {
  database: Database;
  access: AccessPolicy;
  /** True once the instance drains before stopping: not ready, though it still serves. */
  isDraining: () => boolean;
}

export function systemRoutes(app: FastifyInstance, { database, access, isDraining }: SystemDeps): void {
  contractRoutes(app, endpoints.system, access, {
    health: {
      handler: () => ({ status: "ok" as const }),
    },
    ready: {
      handler: async (request) => {
        if (isDraining()) throw new ServiceUnavailable(httpMessages.shuttingDown);
        try {
          await database.ping(2000);
        } catch (error) {
          request.log.warn({ err: error }, "readiness check: database unreachable");
          throw new ServiceUnavailable(httpMessages.unavailable);
        }
        return { status: "ready" as const, database: database.kind };
      },
    },
  });
}
