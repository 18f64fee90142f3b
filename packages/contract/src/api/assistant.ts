import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { emailField, nameField, pageField, sessionToken } from "../fields.ts";
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

export const chatQuestionFilters = ["recent", "unanswered", "down", "low-confidence"] as const;
export type ChatQuestionFilter = (typeof chatQuestionFilters)[number];
export const CHAT_QUESTIONS_PAGE_SIZE = 20;

/**
 * The console's periods (docs/decisions/076-assistant-console-for-the-docs-team.md): the last 7,
 * 30 or 90 days, or every question still kept (retention deletes older ones).
 */
export const chatPeriods = ["7d", "30d", "90d", "all"] as const;
export type ChatPeriod = (typeof chatPeriods)[number];
/** Below this confidence (0–1) an answer is listed as low-confidence. */
export const CHAT_LOW_CONFIDENCE = 0.5;
/** At most this many rows in one CSV export, newest first. */
export const CHAT_EXPORT_MAX_ROWS = 5000;

const period = z.enum(chatPeriods, { error: "period must be 7d, 30d, 90d or all." }).default("all");
const filter = z.enum(chatQuestionFilters, {
  error: "filter must be recent, unanswered, down or low-confidence.",
});
const chatSource = z.object({ title: z.string(), url: z.string() });
export const confidenceBases = ["declined", "rule", "retrieval"] as const;

export const listChatQuestions = defineEndpoint({
  method: "POST",
  path: "/api/list_chat_questions",
  summary:
    "Questions asked to the AI Agent with their answers, newest first: all, unanswered, thumbs-down or low-confidence (admin)",
  tag: "admin",
  access: "admin",
  token: "authToken",
  body: z.object({ authToken: sessionToken, page: pageField, filter, period }),
  query: undefined,
  response: paged(
    z.object({
      id: z.string(),
      question: z.string(),
      /** The agent said it could not answer. */
      declined: z.boolean(),
      vote: z.enum(chatVotes).nullable(),
      createdAt: z.string(),
      /** Additive (decision 076): the answer given, masked; null for questions kept before it. */
      answer: z.string().nullable(),
      /** The pages the answer cites. */
      sources: z.array(chatSource),
      /** 0 to 1, read from the retrieval; null for questions kept before decision 076. */
      confidence: z.number().nullable(),
      confidenceBasis: z.enum(confidenceBases).nullable(),
    }),
  ),
});

export const chatQuestionsReport = defineEndpoint({
  method: "POST",
  path: "/api/chat_questions_report",
  summary:
    "For the docs team: counts of questions, low-confidence answers, declines and thumbs-down, the top questions and the most cited pages over a period (admin)",
  tag: "admin",
  access: "admin",
  token: "authToken",
  body: z.object({ authToken: sessionToken, period }),
  query: undefined,
  response: z.object({
    period: z.enum(chatPeriods),
    counts: z.object({
      questions: z.number(),
      lowConfidence: z.number(),
      declined: z.number(),
      down: z.number(),
    }),
    /** The questions asked most, as stored (masked), grouped by their lower-case text. */
    topQuestions: z.array(z.object({ question: z.string(), count: z.number() })),
    /** The pages answers cite most. */
    topPages: z.array(chatSource.extend({ count: z.number() })),
  }),
});

export const exportChatQuestions = defineEndpoint({
  method: "POST",
  path: "/api/export_chat_questions",
  summary:
    "The questions of a filter and period as CSV (cells that a spreadsheet would read as a formula are neutralised) (admin)",
  tag: "admin",
  access: "admin",
  token: "authToken",
  body: z.object({ authToken: sessionToken, filter, period }),
  query: undefined,
  response: z.object({ filename: z.string(), csv: z.string(), rows: z.number() }),
});

/** The conversation a visitor hands to a person: at most this many turns, the newest kept. */
export const CHAT_HANDOVER_MAX_TURNS = 40;
export const CHAT_HANDOVER_NOTE_MAX = 1000;

export const chatHandover = defineEndpoint({
  method: "POST",
  path: "/api/chat/handover",
  idempotent: true,
  ipLimit: ipLimits.inquiry,
  summary:
    "Talk to a person: hand the AI Agent conversation to the site's inbox as a contact inquiry with its transcript",
  tag: "chat",
  access: "visitor",
  body: z.object({
    firstName: nameField("First name"),
    lastName: nameField("Last name"),
    emailAddress: emailField,
    note: z
      .string()
      .trim()
      .max(CHAT_HANDOVER_NOTE_MAX, `Your note must be at most ${CHAT_HANDOVER_NOTE_MAX} characters.`)
      .optional(),
    /** The page the widget was open on, for the reader of the inquiry. */
    page: z
      .string()
      .max(300, "page is too long.")
      .regex(/^\/[^\s]*$/, "page must be a path of this site.")
      .optional(),
    transcript: z
      .array(chatTurn)
      .min(1, "There is no conversation to hand over yet. Ask a question first.")
      .max(CHAT_HANDOVER_MAX_TURNS, `Hand over at most ${CHAT_HANDOVER_MAX_TURNS} messages.`),
  }),
  bodyLimit: 400 * 1024,
  query: undefined,
  response: z.object({ message: z.string() }),
});

export const assistantEndpoints = {
  chatApi,
  chatRoot,
  chatStream,
  chatFeedback,
  listChatQuestions,
  chatQuestionsReport,
  exportChatQuestions,
  chatHandover,
} as const;

export const chatHandoverMessages = {
  sent: "Thank you. A person from our team will answer you by e-mail.",
} as const;

export const chatFeedbackMessages = {
  thanks: "Thank you for your feedback.",
  unknownAnswer: "We could not find that answer. Please ask again.",
} as const;
