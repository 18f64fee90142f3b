import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ipLimits } from "../ip-limits.ts";

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
});
export type ChatAnswer = z.infer<typeof chatAnswer>;

const chat = (path: string) =>
  defineEndpoint({
    method: "POST",
    path,
    ipLimit: ipLimits.chat,
    summary: "Ask the AI Agent; it answers from the site's documentation and pages",
    tag: "chat",
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

export const chatEndpoints = { chatApi, chatRoot } as const;
