import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "#api/app.ts";
import { loggerOptions } from "#api/http/logger.ts";
import { type FakeLlmReply, type FakeLlmRequest, startFakeLlm } from "#api/testing/fake-llm-server.ts";
import { createTestApp, onTestApp, type TestApp, testConfig } from "#api/testing/test-app.ts";
import { createTestDatabase } from "#api/testing/test-database.ts";

const QUESTION = "How do I install the Universal Shell?";
/** The extractive answer to QUESTION, as the AI Agent gives it without a model. */
const EXTRACTIVE =
  "Install the same package on the control machine and on every managed machine:\n\n```bash\npython3 -m pip install universal-shell\n```\n\nSources: [Universal Shell: Install](/universal-shell/setup#install) · [Systems Controller: Install the control node](/automation-controller/setup#install-the-control-node)";
const API_KEY = "sk-test-0123456789abcdef";

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** The events of a text/event-stream body, in order. */
function eventsOf(body: string): StreamEvent[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? "null";
      return { event, data: JSON.parse(data) };
    });
}

describe("the AI Agent with a language model (a fake OpenAI-compatible server)", () => {
  let t: TestApp;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let next: (request: FakeLlmRequest) => FakeLlmReply = () => ({ status: 500 });
  let client = 0;
  beforeAll(async () => {
    llm = await startFakeLlm((request) => next(request));
    t = await createTestApp("pglite", {
      CONTACT_EMAIL: "hello@example.com",
      LLM_BASE_URL: llm.url,
      LLM_MODEL: "llama3.2",
      LLM_API_KEY: API_KEY,
      LLM_FIRST_TOKEN_TIMEOUT_MS: "1500",
      LLM_TIMEOUT_MS: "4000",
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });
  beforeEach(() => {
    llm.requests.length = 0;
  });
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: `10.2.0.${++client}` });
  const stream = async (payload: Record<string, unknown>) => {
    const response = await post("/api/chat/stream", payload);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    return eventsOf(response.body);
  };
  const tokens = (events: StreamEvent[]) => events.filter((e) => e.event === "token").map((e) => e.data.text);
  const final = (events: StreamEvent[]) => {
    expect(events.at(-1)?.event).toBe("answer");
    return events.at(-1)?.data as {
      response: string;
      links: unknown[];
      generated: boolean;
      answerId: string;
    };
  };

  it("streams the model's words as they arrive, then the answer, when it cites our passages", async () => {
    next = () => ({
      pieces: [
        "Install it with pip",
        " on every machine:\n\n```bash\npython3 -m pip install universal-shell\n```\n\n",
        "Source: [Install](/universal-shell/setup#install)",
      ],
      gapMs: 20,
    });
    const events = await stream({ user_input: QUESTION });
    // Whole words at once; a line with a link once it is whole (safe-markdown.ts).
    expect(tokens(events)).toEqual([
      "Install it with ",
      "pip on every machine:\n\n```bash\npython3 -m pip install universal-shell\n```\n\n",
      "Source: [Install](/universal-shell/setup#install)",
    ]);
    const answer = final(events);
    expect(answer.response).toBe(
      "Install it with pip on every machine:\n\n```bash\npython3 -m pip install universal-shell\n```\n\nSource: [Install](/universal-shell/setup#install)",
    );
    expect(answer.generated).toBe(true);
    expect(answer.links).toEqual([
      { title: "Universal Shell: Install", url: "/universal-shell/setup#install" },
    ]);
    expect(answer.answerId).toMatch(/^[0-9a-f-]{36}$/);

    // What the model was asked: streamed, our model, our key, confined to the passages and their links.
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.stream).toBe(true);
    expect(request?.body.model).toBe("llama3.2");
    const system = request?.body.messages?.[0];
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("using ONLY the passages below");
    expect(system?.content).toContain("[1] Universal Shell: Install — link: /universal-shell/setup#install");
    expect(system?.content).toContain("python3 -m pip install universal-shell");
    expect(request?.body.messages?.at(-1)).toEqual({ role: "user", content: QUESTION });
  });

  it("sends the conversation's turns to the model, and /api/chat answers with the model's words too", async () => {
    next = () => ({ pieces: ["Run `pip install universal-shell` ([Setup](/universal-shell/setup))."] });
    const history = [
      { type: "user", text: "What is the Universal Shell?" },
      { type: "bot", text: "A shell for many machines." },
    ];
    const answer = (await post("/api/chat", { user_input: QUESTION, history })).json();
    expect(answer.response).toBe("Run `pip install universal-shell` ([Setup](/universal-shell/setup)).");
    expect(answer.links).toEqual([
      { title: "Universal Shell: Install", url: "/universal-shell/setup#install" },
    ]);
    expect(llm.requests[0]?.body.messages?.slice(1)).toEqual([
      { role: "user", content: "What is the Universal Shell?" },
      { role: "assistant", content: "A shell for many machines." },
      { role: "user", content: QUESTION },
    ]);
  });

  it("answers extractively when the first word is later than LLM_FIRST_TOKEN_TIMEOUT_MS", async () => {
    next = () => ({ pieces: ["Too late ([Setup](/universal-shell/setup))."], firstDelayMs: 3000 });
    const started = Date.now();
    const events = await stream({ user_input: QUESTION });
    expect(tokens(events)).toEqual([]);
    expect(final(events)).toMatchObject({ response: EXTRACTIVE, generated: false });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("answers extractively when the whole answer takes longer than LLM_TIMEOUT_MS, replacing the words shown", async () => {
    next = () => ({ pieces: Array.from({ length: 12 }, (_, i) => `word${i} `), gapMs: 500 });
    const events = await stream({ user_input: QUESTION });
    expect(tokens(events).length).toBeGreaterThan(0);
    expect(tokens(events).length).toBeLessThan(12);
    expect(final(events)).toMatchObject({ response: EXTRACTIVE, generated: false });
  });

  it("answers extractively when the model answers an HTTP error", async () => {
    next = () => ({ status: 500 });
    expect(final(await stream({ user_input: QUESTION }))).toMatchObject({
      response: EXTRACTIVE,
      generated: false,
    });
    const plain = (await post("/chat", { user_input: QUESTION })).json();
    expect(plain.response).toBe(EXTRACTIVE);
  });

  it("answers extractively when the stream is malformed or ends before [DONE]", async () => {
    next = () => ({
      raw: 'data: {"choices": [{"delta": {"content": "Hi ([Setup](/universal-shell/setup))"}}]}\n\ndata: {not json\n\n',
    });
    const malformed = await stream({ user_input: QUESTION });
    expect(final(malformed)).toMatchObject({ response: EXTRACTIVE, generated: false });
    next = () => ({ pieces: ["Cut short ([Setup](/universal-shell/setup))."], omitDone: true });
    expect(final(await stream({ user_input: QUESTION }))).toMatchObject({
      response: EXTRACTIVE,
      generated: false,
    });
  });

  it("answers extractively when the model's answer cites none of the passages", async () => {
    next = () => ({ pieces: ["Just run the installer from our website, it is easy."] });
    expect(final(await stream({ user_input: QUESTION }))).toMatchObject({
      response: EXTRACTIVE,
      generated: false,
    });
    // A link to one of our pages that is no passage is not a citation either.
    next = () => ({ pieces: ["See [our plans](/Purchase)."] });
    expect(final(await stream({ user_input: QUESTION }))).toMatchObject({
      response: EXTRACTIVE,
      generated: false,
    });
  });

  it("strips links to other sites and images, keeping the answer that cites our passage", async () => {
    next = () => ({
      pieces: [
        "Use pip ([Install](/universal-shell/setup#install)); mirrors at [evil](https://evil.example/x) and https://evil.example/raw ",
        "![pixel](https://evil.example/p.png) [run](javascript:alert(1)) or [write to us](mailto:hello@example.com).",
      ],
    });
    const answer = final(await stream({ user_input: QUESTION }));
    expect(answer.generated).toBe(true);
    expect(answer.response).toBe(
      "Use pip ([Install](/universal-shell/setup#install)); mirrors at evil and  pixel run or [write to us](mailto:hello@example.com).",
    );
  });

  it("escapes a model's raw HTML and drops its script links, in the answer and in the streamed words", async () => {
    const hostile = [
      'Install it <img src=x onerror="alert(1)"> with pip ([Install](/universal-shell/setup#install)).\n',
      "<scr",
      "ipt>alert(document.cookie)</script> [run](javascript:alert(1)) [data](data:text/html,<b>x</b>)\n",
      "<a href='https://evil.example'>here</a> `a < b` stays code\n",
      "[x]: javascript:alert(1)\n",
      "```html\n<p>code is shown as written</p>\n```",
    ];
    const safe =
      'Install it &lt;img src=x onerror="alert(1)"> with pip ([Install](/universal-shell/setup#install)).\n' +
      "&lt;script>alert(document.cookie)&lt;/script> run [data]\\(data:text/html,&lt;b>x&lt;/b>)\n" +
      "&lt;a href=' `a < b` stays code\n" +
      "\\[x]: javascript:alert(1)\n" +
      "```html\n<p>code is shown as written</p>\n```";
    next = () => ({ pieces: hostile });
    for (const path of ["/api/chat", "/chat"]) {
      const answer = (await post(path, { user_input: QUESTION })).json();
      expect(answer.response).toBe(safe);
    }
    const events = await stream({ user_input: QUESTION });
    expect(final(events).response).toBe(safe);
    const shown = tokens(events).join("");
    expect(shown).toBe(safe);
    for (const piece of tokens(events)) expect(piece).not.toMatch(/<(?!\/?p>| b)|javascript:alert\(1\)\)/);
  });

  it("drops links to other hosts, //host and /\\host forms included, in every answer and the stream", async () => {
    next = () => ({
      pieces: [
        "See [Install](/universal-shell/setup#install), [mirror](//evil.example/x), ",
        "[back](/\\evil.example/y), [site](https://evil.example/z) and [plans](/plans).",
      ],
    });
    const safe = "See [Install](/universal-shell/setup#install), mirror, back, site and [plans](/plans).";
    for (const path of ["/api/chat", "/chat"])
      expect((await post(path, { user_input: QUESTION })).json().response).toBe(safe);
    const events = await stream({ user_input: QUESTION });
    expect(final(events).response).toBe(safe);
    expect(tokens(events).join("")).toBe(safe);
  });

  it("does not ask the model to word a decline", async () => {
    next = () => ({ pieces: ["Purple elephants ([Setup](/universal-shell/setup))."] });
    const answer = final(await stream({ user_input: "purple elephant trampoline recipe" }));
    expect(answer.response).toBe(
      "I could not find an answer to that in our documentation or pages. Please use the [contact form](/contact-us) or e-mail [hello@example.com](mailto:hello@example.com), and a person will answer.",
    );
    expect(llm.requests).toEqual([]);
  });

  it("validates the stream's body like the chat's, before any event", async () => {
    const long = await post("/api/chat/stream", { user_input: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("user_input: Your message is too long: at most 1000 characters.");
  });
});

describe("the stream without LLM_BASE_URL", () => {
  it("sends the extractive answer as its one event, offline", async () => {
    await onTestApp("pglite", { CONTACT_EMAIL: "hello@example.com" }, async (t) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/chat/stream",
        payload: { user_input: QUESTION },
      });
      const events = eventsOf(response.body);
      expect(events.map((e) => e.event)).toEqual(["answer"]);
      expect(events[0]?.data).toMatchObject({ response: EXTRACTIVE, generated: false });
      const blank = eventsOf(
        (await t.app.inject({ method: "POST", url: "/api/chat/stream", payload: { user_input: "  " } })).body,
      );
      expect(blank).toEqual([
        { event: "answer", data: { response: "Please type a question.", links: [], generated: false } },
      ]);
    });
  });
});

// The production logger at level trace, writing into memory: what a log pipeline would see.
describe("the logs of a language model's failures", () => {
  it("name the reason, and never the key, the model's address or answer", async () => {
    const llm = await startFakeLlm(() => ({ status: 503 }));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const database = await createTestDatabase("pglite");
    const config = await testConfig({
      LOG_LEVEL: "trace",
      LLM_BASE_URL: llm.url,
      LLM_MODEL: "llama3.2",
      LLM_API_KEY: API_KEY,
    });
    const app = await buildApp(
      { config, database },
      { logger: { ...(loggerOptions("trace") as object), stream } },
    );
    try {
      await app.ready();
      const answer = await app.inject({
        method: "POST",
        url: "/api/chat",
        payload: { user_input: QUESTION },
      });
      expect(answer.json().response).toBe(EXTRACTIVE);
      expect(llm.requests[0]?.authorization).toBe(`Bearer ${API_KEY}`);
      const reasons = lines.filter((line) => line.includes("the language model's answer was not used"));
      expect(reasons).toHaveLength(1);
      expect(JSON.parse(reasons[0] ?? "{}")).toMatchObject({ level: 40, reason: "http-error" });
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.filter((line) => line.includes(API_KEY) || line.includes(llm.url))).toEqual([]);
    } finally {
      await app.close();
      await database.dispose();
      await llm.close();
    }
  });
});
