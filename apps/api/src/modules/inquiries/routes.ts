import { endpoints } from "@site/contract/endpoints";
import { inquiryMessages } from "@site/contract/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../../http/contract-route.ts";
import type { Db } from "../../platform/database.ts";
import { submitInquiry } from "./submit-inquiry.ts";

export function inquiryRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; contactEmail: string; mailQueued: () => void },
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(endpoints.inquiries.submitInquiry),
    handler: async (request) => {
      await submitInquiry(deps, request.body);
      return { message: inquiryMessages.submitted };
    },
  });
}
