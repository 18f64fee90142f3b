import { chatFeedbackMessages } from "@site/contract/api/chat";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "../../http/access.ts";
import { contractRoute } from "../../http/contract-route.ts";
import type { Db } from "../../platform/database.ts";
import type { Assistant } from "./assistant.ts";
import { createQuestionLog, listQuestions, voteOnAnswer } from "./questions.ts";

export interface ChatDeps {
  assistant: Assistant;
  db: Db;
  now: () => Date;
  access: AccessPolicy;
}

/**
 * POST /api/chat and POST /chat: `{user_input, history?}` → `{response, links, answerId}`;
 * POST /api/chat/feedback rates an answer; POST /api/list_chat_questions lists them (admin).
 */
export function chatRoutes(app: FastifyInstance, deps: ChatDeps): void {
  const e = endpoints.chat;
  const questions = createQuestionLog(deps.db, (error) =>
    app.log.error({ err: error }, "a chat question was not stored"),
  );
  app.addHook("onClose", () => questions.settled());
  for (const endpoint of [e.chatApi, e.chatRoot]) {
    app.route(
      contractRoute(endpoint, deps.access, {
        handler: async ({ body }) => {
          const input = body.user_input.trim();
          if (!input) return { response: "Please type a question.", links: [] };
          const { response, links, declined } = await deps.assistant.answer(input, body.history ?? []);
          const answerId = questions.record(input, declined, deps.now());
          return { response, links, answerId };
        },
      }),
    );
  }

  app.route(
    contractRoute(e.chatFeedback, deps.access, {
      handler: async ({ body }) => {
        await questions.settled();
        await voteOnAnswer(deps.db, body.answerId, body.vote, deps.now());
        return { message: chatFeedbackMessages.thanks };
      },
    }),
  );

  // Admin only: contractRoute checks the session and role before the handler runs.
  app.route(
    contractRoute(e.listChatQuestions, deps.access, {
      handler: async ({ body }) => {
        await questions.settled();
        return listQuestions(deps.db, body.filter, body.page);
      },
    }),
  );
}
