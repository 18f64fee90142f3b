import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { pageField, sessionToken } from "../fields.ts";
import { ipLimits } from "../ip-limits.ts";
import { paged } from "../paged.ts";

export const CHAT_INPUT_MAX = 1000;
/** The earlier messages a follow-up question may carry: the last turns, each cut to a length. */
export const CHAT_HISTORY_MAX_TURNS = 6;
export const CHAT_HISTORY_TEXT_MAX = 4000;

const chatTurn = z.object({
  type: z.enum(["bot", "user"], { error: "Each earlier message is from the bot or the user." }),
  text: z
    .string({ error: "Each earlier message needs its text." })
    .max(
      CHAT_HISTORY_TEXT_MAX,
      `An earlier message is too long: at most ${CHAT_HISTORY_TEXT_MAX} characters.`,
    ),
});
export type ChatTurn = z.infer<typeof chatTurn>;

const chatBody = z.object({
  user_input: z
    .string({ error: "user_input is required." })
    .max(CHAT_INPUT_MAX, `Your message is too long: at most ${CHAT_INPUT_MAX} characters.`),
  /**
   * Optional, additive (docs/decisions/035-chat-answers-and-follow-ups.md): the conversation's
   * last turns, oldest first, so a follow-up ("and how do I stop it?") can be understood. The
   * server keeps no conversation of its own.
   */
  history: z
    .array(chatTurn)
    .max(CHAT_HISTORY_MAX_TURNS, `Send at most ${CHAT_HISTORY_MAX_TURNS} earlier messages.`)
    .optional(),
});
const chatAnswer = z.object({
  /**
   * The answer as Markdown: a sentence or two, then a code block, table or list, then its sources
   * as links [title](/path). The widget renders it without raw HTML.
   */
  response: z.string(),
  /** The pages the answer comes from. */
  links: z.array(z.object({ title: z.string(), url: z.string() })),
  /** Additive (docs/decisions/036-chat-feedback.md): the id to rate this answer with. */
  answerId: z.string().optional(),
});
export type ChatAnswer = z.infer<typeof chatAnswer>;

const chat = (path: string) =>
  defineEndpoint({
    method: "POST",
    path,
    ipLimit: ipLimits.chat,
    summary: "Ask the AI Agent; it answers from the site's documentation and pages",
    tag: "chat",
    access: "visitor",
    body: chatBody,
    // user_input and the bounded history (7 texts of at most 4000 characters), with room for
    // JSON escaping of up to 6 bytes a character.
    bodyLimit: 160 * 1024,
    query: undefined,
    response: chatAnswer,
  });

export const chatApi = chat("/api/chat");
/** The original client's path (docs/product/product-choices.md). */
export const chatRoot = chat("/chat");

/**
 * The events of POST /api/chat/stream (Server-Sent Events, docs/decisions/046-optional-grounded-llm.md):
 * `token` events carry the language model's words as they arrive (none without a model); one
 * `answer` event ends the stream with the answer to keep, which replaces whatever the tokens
 * showed (the extractive answer when the model was slow, failed or cited none of our pages).
 */
export const chatStreamToken = z.object({ text: z.string() });
export const chatStreamAnswer = chatAnswer.extend({
  /** True when a language model worded the answer from our passages. */
  generated: z.boolean(),
});
export type ChatStreamAnswer = z.infer<typeof chatStreamAnswer>;

export const chatStream = defineEndpoint({
  method: "POST",
  path: "/api/chat/stream",
  // The same allowance as /api/chat and /chat: one question costs one point whichever path asks it.
  ipLimit: ipLimits.chat,
  summary:
    "Ask the AI Agent and receive its answer as Server-Sent Events (text/event-stream): `token` events, then one `answer` event",
  tag: "chat",
  access: "visitor",
  body: chatBody,
  bodyLimit: 160 * 1024,
  query: undefined,
  // Not JSON: the body is an event stream of chatStreamToken and chatStreamAnswer events.
  response: z.any(),
});

// Feedback on answers and the admin's view of the questions (docs/decisions/036-chat-feedback.md).

export const chatVotes = ["up", "down"] as const;
export type ChatVote = (typeof chatVotes)[number];

export const chatFeedback = defineEndpoint({
  method: "POST",
  path: "/api/chat/feedback",
  ipLimit: ipLimits.chatFeedback,
  summary: "Rate an answer of the AI Agent: thumbs up or down (the last vote counts)",
  tag: "chat",
  access: "visitor",
  body: z.object({
    answerId: z.uuid({ error: "answerId must name an answer of the AI Agent." }),
    vote: z.enum(chatVotes, { error: "vote must be up or down." }),
  }),
  query: undefined,
  response: z.object({ message: z.string() }),
});

export const chatQuestionFilters = ["recent", "unanswered", "down"] as const;
export type ChatQuestionFilter = (typeof chatQuestionFilters)[number];
export const CHAT_QUESTIONS_PAGE_SIZE = 20;

export const listChatQuestions = defineEndpoint({
  method: "POST",
  path: "/api/list_chat_questions",
  summary: "Questions asked to the AI Agent, newest first: all, unanswered or thumbs-down (admin)",
  tag: "admin",
  access: "admin",
  token: "authToken",
  body: z.object({
    authToken: sessionToken,
    page: pageField,
    filter: z.enum(chatQuestionFilters, { error: "filter must be recent, unanswered or down." }),
  }),
  query: undefined,
  response: paged(
    z.object({
      id: z.string(),
      question: z.string(),
      /** The agent said it could not answer. */
      declined: z.boolean(),
      vote: z.enum(chatVotes).nullable(),
      createdAt: z.string(),
    }),
  ),
});

export const assistantEndpoints = { chatApi, chatRoot, chatStream, chatFeedback, listChatQuestions } as const;

export const chatFeedbackMessages = {
  thanks: "Thank you for your feedback.",
  unknownAnswer: "We could not find that answer. Please ask again.",
} as const;
