import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";

// Decision 097: facts the site renders from data are passages like the docs'. Questions of their
// own (none is a question of bench/assistant-heldout or bench/chat/questions.ts).
const assistant = createAssistant({ contactEmail: "hello@example.com" });
const ask = async (question: string) => assistant.answer(question);

describe("site facts rendered from data are found like documentation facts", () => {
  it("says how long the introduction video runs", async () => {
    const answer = await ask("what's the running time of the tour video");
    expect(answer.declined).toBe(false);
    expect(answer.response).toContain("24 seconds");
  });

  it("gives the GitHub address", async () => {
    const answer = await ask("where can i find your company on github");
    expect(answer.declined).toBe(false);
    expect(answer.response).toContain("github.com/automation-controller-systems");
  });

  it("says new versions come with every plan", async () => {
    const answer = await ask("will i be charged for upgrades to newer versions");
    expect(answer.declined).toBe(false);
    expect(answer.response).toContain("all product updates");
  });

  it("names the cheapest plan whose storage holds what the visitor has", async () => {
    const mid = await ask("our backups come to about 30 gb, which plan fits");
    expect(mid.response).toContain("take the **Pro Plan** ($15/month)");
    const big = await ask("we need room for 2TB of logs, what plan");
    expect(big.response).toContain("take the **Enterprise Plan** ($20/month)");
    expect(big.response).toContain("Unlimited Storage");
  });
});
