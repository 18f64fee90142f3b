import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";

// Decision 097: facts the site renders from data are passages like the docs'. Questions of their
// own (none is a question of bench/assistant-heldout or bench/chat/questions.ts).
const assistant = createAssistant({ contactEmail: "hello@example.com" });
const ask = async (question: string) => assistant.answer(question);

describe("site facts rendered from data are found like documentation facts", () => {
  // Decision 120 added the company's short name and the addresses as a visitor copies them.
  it.each([
    ["says how long the introduction video runs", "what's the running time of the tour video", "24 seconds"],
    [
      "gives the GitHub address",
      "where can i find your company on github",
      "https://github.com/automation-controller-systems",
    ],
    [
      "spells out the company's short name",
      "ACS is short for what?",
      "ACS stands for Automation Controller Systems.",
    ],
    [
      "says new versions come with every plan",
      "will i be charged for upgrades to newer versions",
      "all product updates",
    ],
  ])("%s", async (_, question, expected) => {
    const answer = await ask(question);
    expect(answer.declined).toBe(false);
    expect(answer.response).toContain(expected);
  });

  it("names the cheapest plan whose storage holds what the visitor has", async () => {
    const mid = await ask("our backups come to about 30 gb, which plan fits");
    expect(mid.response).toContain("take the **Pro Plan** ($15/month)");
    const big = await ask("we need room for 2TB of logs, what plan");
    expect(big.response).toContain("take the **Enterprise Plan** ($20/month)");
    expect(big.response).toContain("Unlimited Storage");
  });
});

// Decision 102: the site's own features and what the product pages show beyond their lead.
describe("the site's features and the product pages' details are passages", () => {
  const contextOf = async (question: string) =>
    ((await assistant.answer(question)).grounding?.() ?? []).map((p) => p.text).join("\n");

  it("answers how the team replies to the contact form from the form's own sentence", async () => {
    const answer = await assistant.answer("after i submit an inquiry, how will your team get back to me");
    expect(answer.response).toContain("our team will reply by e-mail or phone");
  });

  it("shows the data warehousing page's example with its schedule", async () => {
    const answer = await assistant.answer(
      "show me the nightly load example of the data warehousing integration",
    );
    expect(answer.response).toContain('"period": 86400');
    expect(answer.response).toContain("4@extract");
  });

  it("hands a model the job alert's Pause, an application's Withdraw and the search box's -word", async () => {
    expect(
      await contextOf("how can i stop the job alert mails for two weeks without deleting the alert"),
    ).toContain("**Pause**");
    expect(await contextOf("i sent an application for the wrong position, how do i cancel it")).toContain(
      "**Withdraw**",
    );
    expect(await contextOf("in the job search box how do i exclude a word")).toContain(
      "-word to leave a word out",
    );
  });

  it("hands a model the Infrastructure Manager's one account and region per credentials file", async () => {
    expect(
      await contextOf("how many aws regions can one credentials file of the infrastructure manager hold"),
    ).toContain("One AWS account and region per credentials file");
  });
});
