/** An OpenAI-compatible endpoint (Ollama, vLLM, OpenAI) and its time limits, from LLM_* settings. */
export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  /** From the request until the first word of the answer. */
  firstTokenTimeoutMs: number;
  /** From the request until the whole answer. */
  timeoutMs: number;
}

export interface LlmMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** Why the model's answer was not used; logged, never shown to the visitor. */
export type LlmFailureReason =
  | "first-token-timeout"
  | "timeout"
  | "http-error"
  | "malformed-stream"
  | "unreachable";

export class LlmFailure extends Error {
  override name = "LlmFailure";
  readonly reason: LlmFailureReason;
  constructor(reason: LlmFailureReason, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.reason = reason;
  }
}

/** `…/v1` (OpenAI's and Ollama's documented base) or the server's root: both reach chat/completions. */
export function completionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  return /\/v1$/.test(base) ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
}

/** One `data:` payload of the stream: its text delta, whether it ends the answer. */
function deltaOf(data: string): { text: string; done: boolean } {
  if (data === "[DONE]") return { text: "", done: true };
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new LlmFailure("malformed-stream", "a chunk is not JSON");
  }
  const choice = (chunk as { choices?: unknown })?.choices;
  if (!Array.isArray(choice)) throw new LlmFailure("malformed-stream", "a chunk has no choices");
  const first = choice[0] as { delta?: { content?: unknown }; finish_reason?: unknown } | undefined;
  const content = first?.delta?.content;
  if (content !== undefined && content !== null && typeof content !== "string") {
    throw new LlmFailure("malformed-stream", "a delta's content is not text");
  }
  return { text: typeof content === "string" ? content : "", done: false };
}

/**
 * Asks for a streamed chat completion with Node's fetch and yields the answer's text as it
 * arrives. Throws LlmFailure when the first word is later than `firstTokenTimeoutMs`, the whole
 * answer later than `timeoutMs`, the server answers an error, or the stream is not the
 * OpenAI format (or ends before `[DONE]`). `signal` stops it early (the visitor left).
 */
export async function* streamCompletion(
  settings: LlmSettings,
  messages: readonly LlmMessage[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const controller = new AbortController();
  let timedOut: LlmFailureReason | undefined;
  const stop = (reason: LlmFailureReason) => {
    timedOut = reason;
    controller.abort();
  };
  const total = setTimeout(() => stop("timeout"), settings.timeoutMs);
  let firstToken: NodeJS.Timeout | undefined = setTimeout(
    () => stop("first-token-timeout"),
    settings.firstTokenTimeoutMs,
  );
  const onAbort = () => controller.abort();
  signal?.addEventListener("abort", onAbort);
  const failure = (error: unknown): unknown => {
    if (timedOut) return new LlmFailure(timedOut);
    if (error instanceof LlmFailure) return error;
    if (signal?.aborted) return error;
    return new LlmFailure("unreachable", error instanceof Error ? error.message : undefined);
  };
  try {
    let response: Response;
    try {
      response = await fetch(completionsUrl(settings.baseUrl), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, messages, stream: true, temperature: 0.2 }),
        signal: controller.signal,
      });
    } catch (error) {
      throw failure(error);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new LlmFailure("http-error", `status ${response.status}`);
    }
    const decoder = new TextDecoder();
    let buffer = "";
    let done = false;
    try {
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let newline = buffer.indexOf("\n");
        while (newline >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, "");
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf("\n");
          if (!line.startsWith("data:")) continue;
          const delta = deltaOf(line.slice(5).trim());
          if (delta.done) {
            done = true;
            break;
          }
          if (delta.text) {
            clearTimeout(firstToken);
            firstToken = undefined;
            yield delta.text;
          }
        }
        if (done) break;
      }
    } catch (error) {
      throw failure(error);
    }
    if (!done) throw failure(new LlmFailure("malformed-stream", "the stream ended before [DONE]"));
  } finally {
    clearTimeout(total);
    clearTimeout(firstToken);
    signal?.removeEventListener("abort", onAbort);
    controller.abort();
  }
}
