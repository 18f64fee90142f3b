import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "#api/db/seed/seed-demo-data.ts";
import { createTestApp, onTestApp, type TestApp } from "#api/testing/test-app.ts";
import { buildCorpus } from "./corpus.ts";
import { buildOperations } from "./operations.ts";

const corpusPages = () => new Set(buildCorpus(buildOperations()).map((p) => p.url.split("#")[0]));

describe("the chat endpoints over our real content and the demo job board", () => {
  let t: TestApp;
  let client = 0;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      CONTACT_EMAIL: "hello@example.com",
      WEB_BUILD_DIR: "../web/build/client",
    });
    await seedDemoData(t.database.db);
  });
  afterAll(() => t.close());
  // An address per request, so the per-address limit is tested once, on purpose.
  const ask = (payload: Record<string, unknown>, url = "/api/chat") =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: `10.1.0.${++client}` });

  it("indexes every documentation set and the product pages", () => {
    const urls = corpusPages();
    for (const url of [
      "/universal-shell/introduction",
      "/universal-shell/api-overview",
      "/automation-controller/introduction",
      "/automation-controller/setup",
      "/automation-controller/examples",
      "/automation-controller/api-overview",
      "/automation-controller/parallel-processing",
      "/universal-shell-aws/introduction",
      "/aws-infra-builder/examples",
      "/contact-us",
      "/systems-controller",
      "/Purchase",
    ]) {
      expect(urls).toContain(url);
    }
  });

  it("answers on both paths with links to pages that exist", async () => {
    for (const url of ["/api/chat", "/chat"]) {
      const answer = (
        await ask({ user_input: "How do I run a command on every node of a cluster in parallel?" }, url)
      ).json();
      expect(answer.links.length).toBeGreaterThan(0);
      for (const link of answer.links) expect(corpusPages()).toContain(link.url.split("#")[0]);
    }
    const price = (await ask({ user_input: "How much does the Pro plan cost?" })).json();
    expect(price.response).toBe(
      "The Pro Plan costs $15/month and includes 5 System Controllers, Priority Support, 50GB Storage and Advanced Analytics.\n\nSource: [Plans](/Purchase)",
    );
  });

  it("lists open jobs of the job index with links to them and to the job search", async () => {
    const berlin = (await ask({ user_input: "Do you have jobs in Berlin?" })).json();
    const listed = [...berlin.response.matchAll(/^- \[([^\]]+)\]\(\/job\/(\d+)\)/gm)].map((m) => m[1]);
    // "Berlin" is a known city: a place filter (issue #30), so the Pune post that only mentions
    // "the Berlin platform team" in its description is no longer listed.
    expect(listed).toHaveLength(2);
    expect(listed).toContain("Kubernetes Platform Engineer");
    expect(listed).toContain("DevOps Engineering Intern");
    expect(berlin.response).toContain("[See all jobs matching “Berlin”](/search-jobs?q=Berlin)");

    const hiring = (await ask({ user_input: "are you hiring?" })).json();
    expect(hiring.response).toMatch(/^Yes, we have 60 open jobs\. The newest:/);
    expect(hiring.response).toContain("[See all open jobs](/search-jobs)");
  });

  it("understands a follow-up from the history it is sent, and keeps nothing itself", async () => {
    const first = (await ask({ user_input: "How do I restart a service?" })).json();
    const history = [
      { type: "user", text: "How do I restart a service?" },
      { type: "bot", text: first.response },
    ];
    const followUp = (await ask({ user_input: "and how do I stop it?", history })).json();
    expect(followUp.response).toMatch(/^Use `stop_service`: it stops the service\./);
    // Stateless: the same follow-up from another conversation knows nothing of the first.
    const alone = (await ask({ user_input: "and the Enterprise one?" })).json();
    expect(alone.response).not.toContain("stop_service");
  });

  it("validates the history: at most 6 turns, each from the bot or the user, each bounded", async () => {
    const turn = { type: "user", text: "hi" };
    const tooMany = await ask({ user_input: "and then?", history: Array.from({ length: 7 }, () => turn) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("history: Send at most 6 earlier messages.");
    const wrongType = await ask({ user_input: "and then?", history: [{ type: "admin", text: "x" }] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe(
      "history.0.type: Each earlier message is from the bot or the user.",
    );
    const tooLong = await ask({
      user_input: "and then?",
      history: [{ type: "bot", text: "x".repeat(4001) }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(
      "history.0.text: An earlier message is too long: at most 4000 characters.",
    );
    expect((await ask({ user_input: "and then?", history: [] })).statusCode).toBe(200);
  });

  it("declines honestly, and handles empty and oversized input", async () => {
    const nonsense = (await ask({ user_input: "purple elephant trampoline recipe" })).json();
    expect(nonsense.response).toBe(
      "I could not find an answer to that in our documentation or pages. Please use the [contact form](/contact-us) or e-mail [hello@example.com](mailto:hello@example.com), and a person will answer.",
    );
    expect(nonsense.links).toEqual([]);
    expect((await ask({ user_input: "   " })).json().response).toBe("Please type a question.");
    const long = await ask({ user_input: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("user_input: Your message is too long: at most 1000 characters.");
    expect((await ask({ user_input: 42 })).statusCode).toBe(400);
  });

  it.each([
    ["What does upkeep do?", "/universal-shell/api-overview"],
    ["What is the AWS node syntax?", "/universal-shell-aws/introduction"],
    ["How do I install the Universal Shell?", "/universal-shell/setup"],
    ["Which platforms are supported?", "/contact-us"],
    ["How do I create a VPC with the AWS Infrastructure Builder?", "/aws-infra-builder/introduction"],
  ])("answers %j from %s", async (question, page) => {
    const answer = (await ask({ user_input: question })).json();
    expect(answer.links.map((link: { url: string }) => link.url.split("#")[0])).toContain(page);
  });

  it("limits questions per IP address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (await t.app.inject({ method: "POST", url: "/api/chat", payload: { user_input: "hello" } }))
          .statusCode,
      );
    }
    expect(statuses).toContain(429);
  });
});

describe("the chat when job search needs a sign-in", () => {
  it("links to the job search without listing jobs", async () => {
    await onTestApp("pglite", { REQUIRE_LOGIN_FOR_JOBS: "true" }, async (t) => {
      await seedDemoData(t.database.db);
      const answer = (
        await t.app.inject({ method: "POST", url: "/api/chat", payload: { user_input: "jobs in Berlin" } })
      ).json();
      expect(answer.response).toBe(
        "Our open jobs are on the [job search](/search-jobs?q=Berlin); sign in to see them.\n\nSource: [Job search](/search-jobs)",
      );
    });
  });
});
