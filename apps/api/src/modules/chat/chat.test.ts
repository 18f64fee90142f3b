import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { buildCorpus } from "./corpus.ts";

describe("the chat endpoints over our real content", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      CONTACT_EMAIL: "hello@example.com",
      WEB_BUILD_DIR: "../web/build/client",
    });
  });
  afterAll(() => t.close());
  const ask = (user_input: unknown, url = "/api/chat") =>
    t.app.inject({ method: "POST", url, payload: { user_input } });

  it("indexes every documentation set and the product pages", () => {
    const urls = new Set(buildCorpus().map((p) => p.url.split("#")[0]));
    for (const url of [
      "/universal-shell/introduction",
      "/universal-shell/api-overview",
      "/universal-shell-aws/introduction",
      "/aws-infra-builder/examples",
      "/Purchase",
      "/contact-us",
      "/systems-controller",
    ]) {
      expect(urls).toContain(url);
    }
  });

  it("answers a documentation question with links to pages that exist", async () => {
    for (const url of ["/api/chat", "/chat"]) {
      const answer = (
        await ask("How do I run a command on every node of a cluster in parallel?", url)
      ).json();
      expect(answer.links.length).toBeGreaterThan(0);
      expect(answer.links[0].url).toMatch(/^\/universal-shell\//);
      for (const link of answer.links) {
        const page = link.url.split("#")[0];
        const corpusPages = new Set(buildCorpus().map((p) => p.url.split("#")[0]));
        expect(corpusPages).toContain(page);
      }
    }
    const price = (await ask("How much does the Pro plan cost?")).json();
    expect(price.response).toContain("$15/month");
    expect(price.links[0].url).toBe("/Purchase");
  });

  it("gives the honest fallback to nonsense, and handles empty and oversized input", async () => {
    const nonsense = (await ask("purple elephant trampoline recipe")).json();
    expect(nonsense.response).toContain("hello@example.com");
    expect(nonsense.links).toEqual([]);
    expect((await ask("   ")).json().response).toBe("Please type a question.");
    const long = await ask("x".repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("user_input: Your message is too long: at most 1000 characters.");
    expect((await ask(42)).statusCode).toBe(400);
  });

  it.each([
    ["What does upkeep do?", "/universal-shell/api-overview"],
    ["What is the AWS node syntax?", "/universal-shell-aws/introduction"],
    ["How do I install the Universal Shell?", "/universal-shell/setup"],
    ["Which platforms are supported?", "/contact-us"],
    ["How do I create a VPC with the AWS Infrastructure Builder?", "/aws-infra-builder/introduction"],
  ])("answers %j from %s", async (question, page) => {
    const answer = (await ask(question)).json();
    expect(answer.links.map((link: { url: string }) => link.url.split("#")[0])).toContain(page);
  });

  it("limits questions per IP address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await ask("hello")).statusCode);
    expect(statuses).toContain(429);
  });
});
