import { describe, expect, it } from "vitest";
import type { Assistant, AssistantAnswer } from "./assistant.ts";
import { lazyAssistant } from "./lazy-assistant.ts";

const answerFor = (input: string): AssistantAnswer => ({
  response: `answer to ${input}`,
  links: [],
  declined: false,
});

describe("the AI Agent built at its first question (decision 081)", () => {
  it("builds nothing at start, builds once for questions asked together, then answers from it", async () => {
    let builds = 0;
    const assistant = lazyAssistant(async () => {
      builds += 1;
      return { answer: async (input) => answerFor(input) } satisfies Assistant;
    });
    expect(builds).toBe(0);

    const [first, second] = await Promise.all([
      assistant.answer("What is the Universal Shell?"),
      assistant.answer("How do I install it?"),
    ]);
    expect(first.response).toBe("answer to What is the Universal Shell?");
    expect(second.response).toBe("answer to How do I install it?");
    await assistant.answer("And on Windows?");
    expect(builds).toBe(1);
  });

  it("tries a failed build again at the next question", async () => {
    let builds = 0;
    const assistant = lazyAssistant(async () => {
      builds += 1;
      if (builds === 1) throw new Error("content missing");
      return { answer: async (input) => answerFor(input) };
    });
    await expect(assistant.answer("first")).rejects.toThrow("content missing");
    expect((await assistant.answer("second")).response).toBe("answer to second");
    expect(builds).toBe(2);
  });
});
