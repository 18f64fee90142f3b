import { chatFeedbackMessages } from "@site/contract/api/chat";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../../http/contract-route.ts";
import type { Db } from "../../platform/database.ts";
import { authorize } from "../auth/public.ts";
import type { Assistant } from "./assistant.ts";
import { createQuestionLog, listQuestions, voteOnAnswer } from "./questions.ts";

export interface ChatDeps {
  assistant: Assistant;
  db: Db;
  now: () => Date;
}

/**
 * POST /api/chat and POST /chat: `{user_input, history?}` → `{response, links, answerId}`;
 * POST /api/chat/feedback rates an answer; POST /api/list_chat_questions lists them (admin).
 */
export function chatRoutes(app: FastifyInstance, deps: ChatDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const e = endpoints.chat;
  const questions = createQuestionLog(deps.db, (error) =>
    app.log.error({ err: error }, "a chat question was not stored"),
  );
  app.addHook("onClose", () => questions.settled());
  for (const endpoint of [e.chatApi, e.chatRoot]) {
    api.route({
      ...contractRoute(endpoint),
      handler: async (request) => {
        const input = request.body.user_input.trim();
        if (!input) return { response: "Please type a question.", links: [] };
        const { response, links, declined } = await deps.assistant.answer(input, request.body.history ?? []);
        const answerId = questions.record(input, declined, deps.now());
        return { response, links, answerId };
      },
    });
  }

  api.route({
    ...contractRoute(e.chatFeedback),
    handler: async (request) => {
      await questions.settled();
      await voteOnAnswer(deps.db, request.body.answerId, request.body.vote, deps.now());
      return { message: chatFeedbackMessages.thanks };
    },
  });

  api.route({
    ...contractRoute(e.listChatQuestions),
    handler: async (request) => {
      await authorize(deps.db, request.body.authToken, deps.now(), ["admin"]);
      await questions.settled();
      return listQuestions(deps.db, request.body.filter, request.body.page);
    },
  });
}
