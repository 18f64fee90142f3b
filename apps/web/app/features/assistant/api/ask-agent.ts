import {
  CHAT_HISTORY_TEXT_MAX,
  type ChatTurn,
  chatApi,
  chatStreamAnswer,
  chatStreamToken,
} from "@site/contract/api/assistant";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "#web/lib/api-client";
import { CHAT_STREAM_URL, CHAT_URL } from "../chat-config";

// `response` is what counts; a chat service configured elsewhere may answer without `links` or
// `answerId` (then the answer cannot be rated).
const answerSchema = chatApi.response.partial({ links: true, answerId: true });
const streamedAnswerSchema = chatStreamAnswer.partial({ links: true, answerId: true, generated: true });

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
  /** The answer so far, each time more of it arrives (streamed answers only). */
  onText?: (textSoFar: string) => void;
}

/** The stream could not give an answer (no such endpoint, cut off): ask POST /chat instead. */
class StreamUnavailable extends Error {}

const requestBody = ({ userInput, history }: AskAgentInput) => {
  const turns = history.map((turn) => ({ type: turn.type, text: turn.text.slice(0, CHAT_HISTORY_TEXT_MAX) }));
  return JSON.stringify(turns.length ? { user_input: userInput, history: turns } : { user_input: userInput });
};

async function refusal(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const message = serverMessage(body);
  return new ApiError(message ?? "Request failed", response.status, undefined, {}, message);
}

/** One `event:`/`data:` block of a text/event-stream body. */
function parseEvent(block: string): { event: string; data: unknown } | undefined {
  const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? "message";
  const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join("\n");
  try {
    return { event, data: JSON.parse(data) };
  } catch {
    return undefined;
  }
}

/**
 * POST to the stream endpoint and read its events: `token` pieces are shown as they arrive
 * (`onText`), the `answer` event is the answer to keep (it replaces them). A 429 is the visitor's
 * limit, shared with POST /chat, so it is final; any other trouble before the answer means
 * "ask POST /chat".
 */
async function askByStream(url: string, input: AskAgentInput): Promise<AgentAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: requestBody(input),
    });
  } catch {
    throw new StreamUnavailable();
  }
  if (response.status === 429) throw await refusal(response);
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("text/event-stream") || !response.body) throw new StreamUnavailable();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let shown = "";
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffer += decoder.decode(read.value, { stream: true }).replace(/\r\n/g, "\n");
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const parsed = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        if (parsed?.event === "token") {
          shown += chatStreamToken.parse(parsed.data).text;
          input.onText?.(shown);
        } else if (parsed?.event === "answer") {
          const { response: text, answerId } = streamedAnswerSchema.parse(parsed.data);
          return answerId ? { text, answerId } : { text };
        } else if (parsed?.event === "error") {
          // The service itself failed after the stream began: the widget's failure reply.
          throw new ApiError(serverMessage(parsed.data) ?? "Request failed", 500);
        }
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new StreamUnavailable();
  } finally {
    reader.cancel().catch(() => {});
  }
  throw new StreamUnavailable();
}

/**
 * POST {user_input, history} to the chat endpoint (CHAT_URL, which may sit on another origin,
 * hence not api-client's `post`) and answer its `response` text. Non-OK answers throw an
 * ApiError carrying the server's message, like every other call of the app.
 */
async function askByJson(input: AskAgentInput): Promise<AgentAnswer> {
  const response = await fetch(CHAT_URL, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: requestBody(input),
  });
  if (!response.ok) throw await refusal(response);
  const body: unknown = await response.json().catch(() => undefined);
  const { response: text, answerId } = answerSchema.parse(body);
  return answerId ? { text, answerId } : { text };
}

/** Asks through the stream when our own API serves it, else (or when it fails) through POST /chat. */
export async function askAgent(input: AskAgentInput): Promise<AgentAnswer> {
  if (CHAT_STREAM_URL) {
    try {
      return await askByStream(CHAT_STREAM_URL, input);
    } catch (error) {
      if (!(error instanceof StreamUnavailable)) throw error;
      input.onText?.("");
    }
  }
  return askByJson(input);
}

export function useAskAgent() {
  return useMutation({ mutationFn: askAgent, retry: false });
}
