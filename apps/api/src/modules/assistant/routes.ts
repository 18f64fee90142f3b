import { chatFeedbackMessages, chatHandoverMessages } from "@site/contract/api/assistant";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoute } from "#api/http/contract-route.ts";
import type { Db } from "#api/platform/database.ts";
import type { Assistant } from "./assistant.ts";
import { exportQuestions } from "./export-questions.ts";
import { createAnswerer } from "./grounded-answer.ts";
import { handOver } from "./handover.ts";
import type { LlmSettings } from "./llm-client.ts";
import { createQuestionLog, listQuestions, voteOnAnswer } from "./questions.ts";
import { questionsReport } from "./questions-report.ts";

export interface ChatDeps {
  assistant: Assistant;
  db: Db;
  now: () => Date;
  access: AccessPolicy;
  contactEmail: string;
  /** Wakes the outbox after a hand-over queued its mail to the site's inbox. */
  mailQueued: () => void;
  /** LLM_*: words the answers from the retrieved passages; absent, answers are extractive. */
  llm?: LlmSettings | undefined;
}

/** One Server-Sent Event; JSON data never holds a raw newline, so one `data:` line suffices. */
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * POST /api/chat and POST /chat: `{user_input, history?}` → `{response, links, answerId}`;
 * POST /api/chat/stream: the same answer as Server-Sent Events, the model's words as they come;
 * POST /api/chat/feedback rates an answer; POST /api/list_chat_questions lists them, and
 * /api/chat_questions_report and /api/export_chat_questions sum them up and export them (admin);
 * POST /api/chat/handover hands the conversation to a person as a contact inquiry.
 */
export function assistantRoutes(app: FastifyInstance, deps: ChatDeps): void {
  const e = endpoints.assistant;
  const questions = createQuestionLog(deps.db, (error) =>
    app.log.error({ err: error }, "a chat question was not stored"),
  );
  app.addHook("onClose", () => questions.settled());
  // Only the reason is logged: never the question, the model's answer, its address or its key.
  const answerer = createAnswerer(deps.assistant, deps.llm, deps.contactEmail, (reason) =>
    app.log.warn({ reason }, "the language model's answer was not used; answered from the passages"),
  );
  for (const endpoint of [e.chatApi, e.chatRoot]) {
    app.route(
      contractRoute(endpoint, deps.access, {
        handler: async ({ body }) => {
          const input = body.user_input.trim();
          if (!input) return { response: "Please type a question.", links: [] };
          const answer = await answerer.answer(input, body.history ?? []);
          const { response, links } = answer;
          const answerId = questions.record(input, answer, deps.now());
          return { response, links, answerId };
        },
      }),
    );
  }

  app.route(
    contractRoute(e.chatStream, deps.access, {
      handler: async (request, _caller, reply) => {
        const { body } = request;
        const input = body.user_input.trim();
        // Headers set so far (security headers, no-store) go out with the stream, which bypasses onSend.
        const headers = Object.entries({
          ...reply.getHeaders(),
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-store",
          "x-accel-buffering": "no",
        });
        const left = new AbortController();
        let ended = false;
        reply.raw.on("close", () => {
          if (!ended) left.abort();
        });
        reply.hijack();
        for (const [name, value] of headers) if (value !== undefined) reply.raw.setHeader(name, value);
        reply.raw.writeHead(200);
        const write = (chunk: string) => {
          if (!reply.raw.destroyed) reply.raw.write(chunk);
        };
        try {
          if (!input) {
            write(sse("answer", { response: "Please type a question.", links: [], generated: false }));
            return;
          }
          const answer = await answerer.answer(input, body.history ?? [], {
            signal: left.signal,
            onToken: (text) => write(sse("token", { text })),
          });
          const answerId = questions.record(input, answer, deps.now());
          write(
            sse("answer", {
              response: answer.response,
              links: answer.links,
              answerId,
              generated: answer.generated,
            }),
          );
        } catch (error) {
          // The status has gone out: the widget reads this event as the service's failure.
          app.log.error({ err: error }, "a streamed chat answer failed");
          write(sse("error", { message: "Internal Server Error" }));
        } finally {
          ended = true;
          reply.raw.end();
        }
      },
    }),
  );

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
        return listQuestions(deps.db, body.filter, body.page, body.period, deps.now());
      },
    }),
  );

  // The docs team's console (decision 076), admin only like the list.
  app.route(
    contractRoute(e.chatQuestionsReport, deps.access, {
      handler: async ({ body }) => {
        await questions.settled();
        return questionsReport(deps.db, body.period, deps.now());
      },
    }),
  );
  app.route(
    contractRoute(e.exportChatQuestions, deps.access, {
      handler: async ({ body }) => {
        await questions.settled();
        return exportQuestions(deps.db, body.filter, body.period, deps.now());
      },
    }),
  );

  // Talk to a person: the conversation reaches the site's inbox as a contact inquiry.
  app.route(
    contractRoute(e.chatHandover, deps.access, {
      handler: async ({ body }) => {
        await handOver(deps, body);
        return { message: chatHandoverMessages.sent };
      },
    }),
  );
}
