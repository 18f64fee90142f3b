import { describe, expect, it } from "vitest";
import type { Fact } from "./fact-index.ts";
import { codeOf, createFactRanker } from "./fact-rank.ts";
import { valueKind } from "./intent.ts";
import { factWriter } from "./test-facts.ts";

// Decision 102: BM25F over facts. Facts of their own, written for these tests.
const fact = factWriter();

const filler = (i: number) =>
  fact(
    `filler-${i}`,
    `Guide › Topic ${i}`,
    `Some general words about the product, part ${i}, with nodes and a cluster.`,
  );

describe("BM25F over facts", () => {
  it("ranks a fact whose heading names the word above one that mentions it once in a long text", () => {
    const heading = fact("rotate", "Guide › Rotate the token", "Run the command below on the controller.");
    const mention = fact(
      "long",
      "Guide › Overview",
      "This overview covers installing, upgrading, logging, monitoring, backups, restores, the inventory, clusters, the token and much more besides.",
    );
    const ranked = createFactRanker([mention, heading, filler(1), filler(2)]).rank(["rotate", "token"], 2);
    expect(ranked.map((r) => r.fact.section)).toEqual(["rotate", "long"]);
  });

  it("finds a path in a fact's code and an identifier by its parts", () => {
    const withCode = fact(
      "keys",
      "Setup › Allow the controller",
      "Append the public key:\n\n```sh\ncat id.pub >> /etc/agent/allowed_keys/deploy\n```",
    );
    const prose = fact("prose", "Setup › About access", "Access is granted per user account.");
    expect(codeOf(withCode.markdown)).toContain("/etc/agent/allowed_keys/deploy");
    const ranker = createFactRanker([prose, withCode, filler(3), filler(4)]);
    expect(ranker.rank(["allowed_keys"], 1)[0]?.fact.section).toBe("keys");
    expect(ranker.rank(["allowed", "keys"], 1)[0]?.fact.section).toBe("keys");
  });

  it("counts a question word once, by the best of its synonyms, so a fact holding both topics wins", () => {
    // "server" also looks for node, machine and host (words.ts): a fact naming all four is still one topic.
    const synonyms = fact(
      "same",
      "Guide › Words",
      "A server, a node, a machine or a host: all the same here.",
    );
    const both = fact("both", "Guide › Keys", "Each node keeps its key in one file.");
    const ranked = createFactRanker([synonyms, both, filler(5), filler(6)]).rank(["server", "key"], 2);
    expect(ranked[0]?.fact.section).toBe("both");
    expect(ranked[0]?.coverage).toBe(1);
    expect(ranked[1]?.coverage).toBeLessThan(1);
  });

  it("weights a rare word above a common one", () => {
    const rare = fact("rare", "Guide › Fingerprints", "The fingerprint is pinned on first contact.");
    const common = fact("common", "Guide › Clusters", "A cluster groups nodes; nodes run operations.");
    const ranked = createFactRanker([common, rare, filler(7), filler(8), filler(9)]).rank(
      ["fingerprint", "nodes"],
      2,
    );
    expect(ranked[0]?.fact.section).toBe("rare");
  });

  it("gives a step with the facts just before and after it, in the docs' order", () => {
    const steps = [
      "Install the agent:",
      "Start it with the service file:",
      "Enable it at boot:",
      "Check the log:",
    ].map((text) => fact("howto", "Setup › Keep the agent running", text));
    const ranker = createFactRanker(steps);
    const middle = steps[2] as Fact;
    expect(ranker.withNeighbours(middle).map((f) => f.markdown)).toEqual([
      "Start it with the service file:",
      "Enable it at boot:",
      "Check the log:",
    ]);
    expect(ranker.withNeighbours(steps[0] as Fact).map((f) => f.markdown)).toEqual([
      "Install the agent:",
      "Start it with the service file:",
    ]);
  });

  it("finds nothing for words no fact holds", () => {
    expect(createFactRanker([filler(10), filler(11)]).rank(["kubernetes", "helm"])).toEqual([]);
  });
});

describe("the kind of fact the question asks for (decision 122)", () => {
  // Both facts hold "archive" and "reports"; the overview holds them more often, the other names the folder.
  const overview = fact(
    "overview",
    "Guide › Reports",
    "Reports archive: the reports archive keeps old reports; open the archive to read reports.",
  );
  const folder = fact(
    "folder",
    "Guide › Storage",
    "The reports archive is the `/var/lib/tool/archive/` folder.",
  );
  const ranker = createFactRanker([overview, folder, filler(5), filler(6), filler(7)]);
  const path = valueKind("where is the reports archive kept");

  it("ranks a fact of the asked kind (a path for 'where is … kept') above one that only repeats the words", () => {
    expect(path?.test(folder.markdown)).toBe(true);
    expect(ranker.rank(["reports", "archive"], 2).map((r) => r.fact.section)).toEqual(["overview", "folder"]);
    expect(ranker.rank(["reports", "archive"], 2, path).map((r) => r.fact.section)).toEqual([
      "folder",
      "overview",
    ]);
  });

  it("reads 'which folder' as asking for a path", () => {
    expect(valueKind("which folder holds the controller's keys")?.test("the `~/.ushell/keys` folder")).toBe(
      true,
    );
  });

  it("asks for a value's form only where the question does", () => {
    expect(valueKind("how long are addresses cached")?.test("cached for 60 seconds")).toBe(true);
    expect(valueKind("what is the reports archive")).toBeUndefined();
  });
});
