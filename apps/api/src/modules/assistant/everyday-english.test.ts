import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";
import { isEverydayEnglish } from "./words.ts";

// Decision 119: an everyday English word is how a visitor talks, never the technical term our
// pages lack; pricing in everyday words reaches the plans. Questions of our own wording (none is in
// bench/assistant-heldout or bench/chat/questions.ts).
const agent = createAssistant({ contactEmail: "hello@example.com" });
const ask = (question: string) => agent.answer(question);

describe("everyday English words", () => {
  it.each(["clock", "option", "people", "middle", "switching", "updating", "flavour", "kids"])(
    "%s is everyday English",
    (word) => {
      expect(isEverydayEnglish(word)).toBe(true);
    },
  );
  it.each(["kubernetes", "terraform", "tls", "ciphers", "pypi", "slack", "helm"])(
    "%s is not (a rare word, or another company's product)",
    (word) => {
      expect(isEverydayEnglish(word)).toBe(false);
    },
  );
});

describe("an everyday word is never the absent key term", () => {
  it("answers a plan question worded around the clock", async () => {
    const reply = await ask("which plan has support around the clock?");
    expect(reply.declined).toBeFalsy();
    expect(reply.response).toContain("24/7 Dedicated Support");
    expect(reply.response).not.toContain("“clock”");
  });

  it.each([
    [
      "still declines on a technical term none of our pages uses",
      "is there a kubernetes operator for the managed node",
      "I could not find “kubernetes” in our documentation or pages",
    ],
    [
      "says the licence terms are not published, rather than a missing word",
      "what license is the universal shell released under",
      "I could not find the software's licence terms",
    ],
    [
      "says how long history is kept is not published",
      "how long is old run history retained before it goes",
      "I could not find how long job history is kept",
    ],
  ])("%s", async (_, question, expected) => {
    const reply = await ask(question);
    expect(reply.declined).toBe(true);
    expect(reply.response).toContain(expected);
  });
});

describe("pricing in everyday words reaches the plans", () => {
  it("sends seats for a whole department to our team", async () => {
    const reply = await ask("we want seats for our whole department of four hundred, who handles that?");
    expect(reply.declined).toBeFalsy();
    expect(reply.response).toContain(
      "Questions about a plan or a volume licence? [Contact our team](/contact-us)",
    );
  });

  it("answers a lock-in worry with the plans' terms", async () => {
    const reply = await ask("can we walk away after a few months or are we locked in?");
    expect(reply.declined).toBeFalsy();
    expect(reply.response).toContain("Change or cancel at any time.");
  });

  it("names the most popular plan for the tier most teams pick", async () => {
    const reply = await ask("which tier do most teams pick");
    expect(reply.response).toContain("The Pro Plan is our most popular plan (Most Popular).");
  });

  it("names the plan that has a feature the named plan lacks", async () => {
    const reply = await ask("does the basic tier include analytics");
    expect(reply.response).toContain(
      "The Basic Plan costs $10/month and includes 1 System Controller, Basic Support and 10GB Storage. The Pro Plan ($15/month) has what you asked about",
    );
  });
});
