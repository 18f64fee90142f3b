import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";
import { buildCorpus } from "./corpus.ts";
import { createFactIndex, inflectionRoot } from "./fact-index.ts";
import { buildOperations } from "./operations.ts";
import { isContactQuestion } from "./site-answers.ts";

// Decision 122. Questions of the tests' own, none of an evaluation set; the facts are our docs'.

describe("another inflection of a word our pages use is a word we use", () => {
  const facts = createFactIndex(buildCorpus(buildOperations()));

  it("reads 'replaying' as 'replayed' (the white paper's word), not 'certified' as 'certificate'", () => {
    expect(inflectionRoot("replaying")).toBe("replay");
    expect(inflectionRoot("replayed")).toBe("replay");
    expect(inflectionRoot("stopped")).toBe("stop");
    expect(inflectionRoot("certified")).toBe("certifi");
    expect(facts.knows("replaying")).toBe(true);
    expect(facts.knows("certified")).toBe(false);
  });

  it("answers a question in another inflection from the docs instead of calling the word unpublished", async () => {
    const assistant = createAssistant({ contactEmail: "team@example.com" });
    const out = await assistant.answer(
      "what does the agent do when an attacker is replaying a signed request",
    );
    expect(out.declined).toBe(false);
    expect(out.response).toContain(
      "the ManagedNode rejects unsigned, unauthorized, stale and replayed requests",
    );
  });
});

describe("'someone' is a person of ours only when the visitor asks for one", () => {
  it("reads a request for a person as a contact question", () => {
    expect(isContactQuestion("can someone call me back about pricing")).toBe(true);
    expect(isContactQuestion("i need somebody to help with our migration")).toBe(true);
    expect(isContactQuestion("how do i talk to someone from your team")).toBe(true);
  });

  it("does not read 'someone' as anyone else as a contact question", () => {
    expect(isContactQuestion("what stops someone from sending a request twice")).toBe(false);
    expect(isContactQuestion("could someone on the network read the traffic")).toBe(false);
  });
});

describe("chat spellings of words of no topic", () => {
  it("reads 'thru' as a word of no topic, not a term our pages lack", async () => {
    const assistant = createAssistant({ contactEmail: "team@example.com" });
    const out = await assistant.answer(
      "if one node fails halfway thru a parallel run do the others still start",
    );
    expect(out.declined).toBe(false);
    expect(out.response).toContain("no new node is started: the rest are reported as skipped");
  });
});
