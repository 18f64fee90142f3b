import { endpoints } from "@site/contract/endpoints";
import { inquiryMessages } from "@site/contract/messages";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoutes } from "#api/http/contract-route.ts";
import type { Db } from "#api/platform/database.ts";
import { listInquiries } from "./list-inquiries.ts";
import { submitInquiry } from "./submit-inquiry.ts";

export function inquiryRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; contactEmail: string; mailQueued: () => void; access: AccessPolicy },
): void {
  contractRoutes(app, endpoints.inquiries, deps.access, {
    submitInquiry: {
      // Access "visitor": the caller is the live session behind the token sent, if any.
      handler: async ({ body }, caller) => {
        await submitInquiry(deps, body, caller);
        return { message: inquiryMessages.submitted };
      },
    },
    listInquiries: {
      handler: ({ body }) => listInquiries(deps.db, body.page),
    },
  });
}
