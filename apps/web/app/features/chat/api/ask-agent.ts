import { CHAT_HISTORY_TEXT_MAX, type ChatTurn, chatApi } from "@site/contract/api/chat";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client";
import { CHAT_URL } from "../chat-config";

// `response` is what counts; a chat service configured elsewhere may answer without `links` or
// `answerId` (then the answer cannot be rated).
const answerSchema = chatApi.response.partial({ links: true, answerId: true });

export interface AgentAnswer {
  text: string;
  /** The id to rate the answer by, when our own API answered. */
  answerId?: string;
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("message" in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === "string" && message.trim() !== "" ? message : undefined;
}

export interface AskAgentInput {
  userInput: string;
  /** The conversation's last turns, oldest first (the server keeps no conversation). */
  history: readonly ChatTurn[];
}

/**
 * POST {user_input, history} to the chat endpoint (CHAT_URL, which may sit on another origin,
 * hence not api-client's `post`) and answer its `response` text. Non-OK answers throw an
 * ApiError carrying the server's message, like every other call of the app.
 */
export async function askAgent({ userInput, history }: AskAgentInput): Promise<AgentAnswer> {
  const turns = history.map((turn) => ({ type: turn.type, text: turn.text.slice(0, CHAT_HISTORY_TEXT_MAX) }));
  const response = await fetch(CHAT_URL, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(
      turns.length ? { user_input: userInput, history: turns } : { user_input: userInput },
    ),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = serverMessage(body);
    throw new ApiError(message ?? "Request failed", response.status, undefined, {}, message);
  }
  const { response: text, answerId } = answerSchema.parse(body);
  return answerId ? { text, answerId } : { text };
}

export function useAskAgent() {
  return useMutation({ mutationFn: askAgent, retry: false });
}
