import { endpoints } from "@site/contract/endpoints";
import { httpMessages } from "@site/contract/messages";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "../../http/access.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ServiceUnavailable } from "../../http/errors.ts";
import type { Database } from "../../platform/database.ts";

export function systemRoutes(app: FastifyInstance, database: Database, access: AccessPolicy): void {
  app.route(
    contractRoute(endpoints.system.health, access, {
      handler: () => ({ status: "ok" as const }),
    }),
  );

  app.route(
    contractRoute(endpoints.system.ready, access, {
      handler: async (request) => {
        try {
          await database.ping(2000);
        } catch (error) {
          request.log.warn({ err: error }, "readiness check: database unreachable");
          throw new ServiceUnavailable(httpMessages.unavailable);
        }
        return { status: "ready" as const, database: database.kind };
      },
    }),
  );
}
