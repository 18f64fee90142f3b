import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../../http/contract-route.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";
import type { Assistant } from "./assistant.ts";

export const chatLimitPerIp = { points: 30, windowSeconds: 60 };

/** POST /api/chat and POST /chat: `{user_input}` → `{response, links}`. */
export function chatRoutes(app: FastifyInstance, assistant: Assistant, limits: RateLimits): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const endpoint of [endpoints.chat.chatApi, endpoints.chat.chatRoot]) {
    api.route({
      ...contractRoute(endpoint),
      handler: async (request) => {
        await limits.hit("chat-ip", chatLimitPerIp, request.ip);
        const input = request.body.user_input.trim();
        if (!input) return { response: "Please type a question.", links: [] };
        return assistant.answer(input);
      },
    });
  }
}
