import {
  defaultStarterQuestions,
  starterQuestions,
  starterQuestionsFor,
} from "@site/content/assistant/starter-questions";
import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";

describe("the widget's starter questions", () => {
  it("are chosen by the page's path, case-insensitive, with a default elsewhere", () => {
    expect(starterQuestionsFor("/universal-shell/setup")[0]).toBe("How do I install the Universal Shell?");
    expect(starterQuestionsFor("/universal-shell-aws")[0]).toBe("How do I list my EC2 instances?");
    expect(starterQuestionsFor("/Purchase/pro")[0]).toBe("Which plan should I choose for 50 servers?");
    expect(starterQuestionsFor("/universal-shellfish")).toEqual(defaultStarterQuestions);
    expect(starterQuestionsFor("/")).toEqual(defaultStarterQuestions);
  });

  it("are each answered by the agent from our pages, never declined, two or three a page", async () => {
    const agent = createAssistant({ contactEmail: "contact@example.com" });
    const all = [...new Set([...starterQuestions.flatMap((e) => e.questions), ...defaultStarterQuestions])];
    for (const entry of [...starterQuestions.map((e) => e.questions), defaultStarterQuestions]) {
      expect(entry.length).toBeGreaterThanOrEqual(2);
      expect(entry.length).toBeLessThanOrEqual(3);
    }
    const declined: string[] = [];
    for (const question of all) if ((await agent.answer(question)).declined) declined.push(question);
    expect(declined).toEqual([]);
  });
});
