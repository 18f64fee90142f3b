import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../../http/contract-route.ts";
import type { Assistant } from "./assistant.ts";

/** POST /api/chat and POST /chat: `{user_input, history?}` → `{response, links}`. */
export function chatRoutes(app: FastifyInstance, assistant: Assistant): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const endpoint of [endpoints.chat.chatApi, endpoints.chat.chatRoot]) {
    api.route({
      ...contractRoute(endpoint),
      handler: async (request) => {
        const input = request.body.user_input.trim();
        if (!input) return { response: "Please type a question.", links: [] };
        const { response, links } = await assistant.answer(input, request.body.history ?? []);
        return { response, links };
      },
    });
  }
}
