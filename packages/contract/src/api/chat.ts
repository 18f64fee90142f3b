import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ipLimits } from "../ip-limits.ts";

export const CHAT_INPUT_MAX = 1000;

const chatBody = z.object({
  user_input: z
    .string({ error: "user_input is required." })
    .max(CHAT_INPUT_MAX, `Your message is too long: at most ${CHAT_INPUT_MAX} characters.`),
});
const chatAnswer = z.object({
  /** The answer as text; links appear as Markdown [title](/path). */
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
    access: "visitor",
    body: chatBody,
    query: undefined,
    response: chatAnswer,
  });

export const chatApi = chat("/api/chat");
/** The original client's path (docs/product/product-choices.md). */
export const chatRoot = chat("/chat");

export const chatEndpoints = { chatApi, chatRoot } as const;
