import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";

// Decision 097: what a model is handed. Questions of their own (none is a question of
// bench/assistant-heldout or bench/chat/questions.ts).
const assistant = createAssistant({ contactEmail: "hello@example.com" });
const contextOf = async (question: string) => {
  const answer = await assistant.answer(question);
  return { answer, passages: answer.grounding?.() ?? [] };
};

describe("the model path gets the facts retrieval found, even when the rules decline", () => {
  it("hands the model the run_script operation for a script question with a word our pages never use", async () => {
    const { answer, passages } = await contextOf(
      "i wrote a shell script on my desktop, how do i execute it on the web node",
    );
    // Steps asked for name the visitor's own things ("desktop" is on no page): retrieval answers…
    expect(answer.declined).toBe(false);
    expect(answer.response).toContain("run_script");
    // …and a model is handed the operation that does it.
    expect(passages.map((p) => p.text).join("\n")).toContain("run_script");
  });

  it("hands the model delete_service for a paraphrase the rules do not recognise", async () => {
    const { passages } = await contextOf("how do i throw away a service on a node for good");
    expect(passages.map((p) => p.text).join("\n")).toContain("delete_service");
  });

  it("gives a question wholly outside our pages nothing to word", async () => {
    const { answer } = await contextOf("what is the best pizza topping in naples");
    expect(answer.declined).toBe(true);
    expect(answer.grounding).toBeUndefined();
  });

  it("sends each passage once and stays within 12,000 characters", async () => {
    const { passages } = await contextOf("how do i restart a service on every node of a cluster");
    const texts = passages.map((p) => p.text.trim());
    expect(new Set(texts).size).toBe(texts.length);
    expect(passages.length).toBeGreaterThan(7);
    expect(texts.reduce((n, t) => n + Math.min(t.length, 2500), 0)).toBeLessThanOrEqual(12_000);
  });
});

describe("the model's context holds BM25F's best facts with their neighbours (decision 102)", () => {
  it("hands the model the white paper's fact that each node makes its own certificate", async () => {
    const { passages } = await contextOf("is a tls certificate for each node something I must purchase");
    expect(passages.map((p) => p.text).join("\n")).toContain("own certificate");
  });

  it("sends at most 16 passages and 16,000 characters", async () => {
    const { passages } = await contextOf(
      "how do i copy a folder from every node of the db cluster to my machine",
    );
    expect(passages.length).toBeLessThanOrEqual(16);
    expect(passages.reduce((n, p) => n + Math.min(p.text.trim().length, 2500), 0)).toBeLessThanOrEqual(
      16_000,
    );
  });
});
