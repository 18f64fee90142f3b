import { describe, expect, it } from "vitest";
import { completionsUrl } from "./llm-client.ts";

describe("completionsUrl", () => {
  it("reaches /v1/chat/completions from the base URL as OpenAI and Ollama document it, or from the server's root", () => {
    expect(completionsUrl("http://127.0.0.1:11434/v1")).toBe("http://127.0.0.1:11434/v1/chat/completions");
    expect(completionsUrl("http://127.0.0.1:11434/v1/")).toBe("http://127.0.0.1:11434/v1/chat/completions");
    expect(completionsUrl("http://127.0.0.1:11434")).toBe("http://127.0.0.1:11434/v1/chat/completions");
    expect(completionsUrl("https://llm.example.com/openai/")).toBe(
      "https://llm.example.com/openai/v1/chat/completions",
    );
  });
});
