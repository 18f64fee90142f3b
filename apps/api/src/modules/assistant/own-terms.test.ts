import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant.ts";
import { isOwnTerm } from "./own-terms.ts";

// Decision 120: a place or a kind of file is the visitor's own, never the term a decline names.
// The questions are our own wording, none of bench/assistant-heldout or bench/chat/questions.ts.
const assistant = createAssistant({ contactEmail: "hello@example.com" });
const ask = async (question: string) => (await assistant.answer(question)).response;

describe("the visitor's own places and kinds of file", () => {
  it("knows region cities, time-zone cities and kinds of file, plural or not", () => {
    expect(isOwnTerm("frankfurt")).toBe(true);
    expect(isOwnTerm("sydney")).toBe(true);
    expect(isOwnTerm("tarballs")).toBe(true);
    expect(isOwnTerm("zips")).toBe(true);
    expect(isOwnTerm("kubernetes")).toBe(false);
    expect(isOwnTerm("paypal")).toBe(false);
  });

  it("answers the AWS shell's start for a region named by its city", async () => {
    const answer = await ask("which flag picks the frankfurt region for the aws shell");
    expect(answer).not.toContain("I could not find");
    expect(answer).toContain("--region");
  });

  it("still declines a product our pages never name", async () => {
    expect(await ask("is there a pulumi provider for the frankfurt region")).toContain("I could not find");
  });
});

describe("a word our pages use in a plainer form", () => {
  it("is not the missing term", async () => {
    expect(await ask("does the tool support rebooting machines remotely")).not.toContain("“rebooting”");
  });
});
