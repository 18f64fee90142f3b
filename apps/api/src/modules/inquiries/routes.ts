import { endpoints } from "@site/contract/endpoints";
import { inquiryMessages } from "@site/contract/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../../http/contract-route.ts";
import type { Db } from "../../platform/database.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";
import { submitInquiry } from "./submit-inquiry.ts";

export const inquiryLimitPerIp = { points: 10, windowSeconds: 3600 };

export function inquiryRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; contactEmail: string; mailQueued: () => void },
  limits: RateLimits,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(endpoints.inquiries.submitInquiry),
    handler: async (request) => {
      await limits.hit("inquiry-ip", inquiryLimitPerIp, request.ip);
      await submitInquiry(deps, request.body);
      return { message: inquiryMessages.submitted };
    },
  });
}
