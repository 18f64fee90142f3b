import http from "node:http";
import type { AddressInfo } from "node:net";

/** One chat-completions request as the fake model received it. */
export interface FakeLlmRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
  };
}

/**
 * How the fake model answers one request: stream these text pieces (each its own chunk),
 * optionally waiting before the first and between pieces; or answer an HTTP error; or send
 * raw bytes as they are (a malformed stream).
 */
export type FakeLlmReply =
  | { pieces: readonly string[]; firstDelayMs?: number; gapMs?: number; omitDone?: boolean }
  | { status: number }
  | { raw: string };

/**
 * A small OpenAI-compatible server (POST /v1/chat/completions with `stream: true`) on node:http,
 * standing in for Ollama, vLLM or OpenAI at the one boundary tests cannot run. `reply` decides
 * each answer; `requests` lists what it received.
 */
export async function startFakeLlm(reply: (request: FakeLlmRequest) => FakeLlmReply) {
  const requests: FakeLlmRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const request: FakeLlmRequest = {
      path: req.url ?? "",
      authorization: req.headers.authorization,
      body: JSON.parse(text || "{}"),
    };
    requests.push(request);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
      return;
    }
    const answer = reply(request);
    if ("status" in answer) {
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "the model is down" } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    if ("raw" in answer) {
      res.end(answer.raw);
      return;
    }
    const wait = (ms: number | undefined) => new Promise((resolve) => setTimeout(resolve, ms ?? 0));
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion.chunk",
        model: request.body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    res.write(chunk({ role: "assistant" }));
    await wait(answer.firstDelayMs);
    for (const [index, piece] of answer.pieces.entries()) {
      if (res.destroyed) return;
      if (index > 0) await wait(answer.gapMs);
      res.write(chunk({ content: piece }));
    }
    if (res.destroyed) return;
    res.write(chunk({}, "stop"));
    res.end(answer.omitDone ? "" : "data: [DONE]\n\n");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL as a visitor would set LLM_BASE_URL for Ollama. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
