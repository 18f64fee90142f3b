import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../apps/api/src/db/seed/seed-demo-data.ts";
import { createTestApp, type TestApp } from "../../apps/api/src/testing/test-app.ts";
import { chatThroughApp } from "./chat-through-app.ts";
import { type Ask, type CaseResult, flattenedMarkdown, runEvaluation } from "./evaluation.ts";

describe("the AI Agent's answers to the whole evaluation", () => {
  let t: TestApp;
  let results: CaseResult[] = [];
  beforeAll(async () => {
    t = await createTestApp("pglite");
    await seedDemoData(t.database.db);
    const chat = chatThroughApp(t.app);
    const ask: Ask = async (question, history) => {
      const reply = await chat(question, history);
      expect(reply.statusCode).toBe(200);
      return reply.json().response;
    };
    results = await runEvaluation(ask);
  }, 120_000);
  afterAll(() => t.close());

  it("hold no flattened Markdown: no table rows or separators as text, no open code block", () => {
    expect(results.length).toBeGreaterThanOrEqual(150);
    const flattened = results
      .filter((r) => r.flattened.length > 0)
      .map((r) => `${r.question}: ${r.flattened.join("; ")}`);
    expect(flattened).toEqual([]);
  });

  it("decline every question outside what the site knows, and only those (held-out rounds aside)", () => {
    // The held-out rounds measure what the rules miss (bench:chat reports them); they are not a goal.
    const wrong = results
      .filter((r) => !r.group.startsWith("held out") && r.declined !== r.shouldDecline)
      .map((r) => r.question);
    expect(results.filter((r) => r.shouldDecline && !r.group.startsWith("held out"))).toHaveLength(15);
    expect(wrong).toEqual([]);
  });
});

describe("flattenedMarkdown", () => {
  it("finds a table flattened into words, cells as text and an unclosed code block", () => {
    expect(
      flattenedMarkdown(
        "Stops and starts the service. Argument Type Description --- --- --- service_name str",
      ),
    ).toEqual([
      "separator as text: Stops and starts the service. Argument Type Description --- --- --- service_name str",
    ]);
    expect(flattenedMarkdown("Target | Meaning\nuser@host | one node")).toHaveLength(2);
    expect(flattenedMarkdown("| a | b |\n| 1 | 2 |")).toEqual(["table without header: | a | b |"]);
    expect(flattenedMarkdown("```ushell\n3@web list_services")).toEqual(["code block left open"]);
  });

  it("accepts Markdown tables, pipes inside code and code blocks", () => {
    expect(
      flattenedMarkdown(
        "Use `user@{instance_id}.(pub_ipv4|priv_ipv4):port`.\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\n```bash\necho a | wc -l\n```",
      ),
    ).toEqual([]);
  });
});
