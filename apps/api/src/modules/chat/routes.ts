import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "../../http/access.ts";
import { contractRoute } from "../../http/contract-route.ts";
import type { Assistant } from "./assistant.ts";

/** POST /api/chat and POST /chat: `{user_input}` → `{response, links}`. */
export function chatRoutes(app: FastifyInstance, assistant: Assistant, access: AccessPolicy): void {
  for (const endpoint of [endpoints.chat.chatApi, endpoints.chat.chatRoot]) {
    app.route(
      contractRoute(endpoint, access, {
        handler: async ({ body }) => {
          const input = body.user_input.trim();
          if (!input) return { response: "Please type a question.", links: [] };
          return assistant.answer(input);
        },
      }),
    );
  }
}
