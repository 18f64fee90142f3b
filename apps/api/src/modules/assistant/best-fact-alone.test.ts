import { describe, expect, it } from "vitest";
import { BEST_FACT_EVIDENCE, bestFactAlone } from "./best-fact.ts";
import { buildCorpus } from "./corpus.ts";
import { createFactIndex } from "./fact-index.ts";
import { createFactRanker } from "./fact-rank.ts";
import { buildOperations } from "./operations.ts";
import { contentWords } from "./words.ts";

// Decision 122: when nothing else answered, BM25F's best fact answers on its own if it carries a
// rare word's evidence. The ranker runs over our real docs (the floor is set on their word
// rarities); the questions are the tests' own, none of an evaluation set.
const ranker = createFactRanker(createFactIndex(buildCorpus(buildOperations())).facts);
const ask = (question: string) =>
  bestFactAlone(contentWords(question), ranker, { text: question.toLowerCase() });

describe("the best fact as the answer when nothing else answered", () => {
  it("answers with the fact that holds the question's rare words, under its heading, cited", () => {
    const out = ask("how do I read the output of a detached process");
    expect(out?.markdown.split("\n\n")[0]).toBe("Here is what the documentation says under “start_process”:");
    expect(out?.markdown).toContain(
      "Starts a detached process that keeps running after the operation returns; its output goes to a log file in work_dir.",
    );
    expect(out?.links).toEqual([
      { title: "Universal Shell: start_process", url: "/universal-shell/api-overview#start_process" },
    ]);
  });

  it("declines (no answer) when the best fact matches common words only", () => {
    // Its best fact holds common words of the docs ("controller", "certified" read as "certificate"): score about 3.
    expect(ranker.rank(contentWords("is the controller certified for iso 27001"), 1)[0]?.score).toBeLessThan(
      BEST_FACT_EVIDENCE,
    );
    expect(ask("is the controller certified for iso 27001")).toBeUndefined();
  });

  it("does not answer a question for an amount with a fact that holds no figure", () => {
    expect(ask("how do I read the log of a detached process")).toBeDefined();
    expect(ask("how much does the log of a detached process cost")).toBeUndefined();
  });
});
