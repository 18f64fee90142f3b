import { describe, expect, it } from "vitest";
import { joined, withBestFact } from "./best-fact.ts";
import { createFactRanker } from "./fact-rank.ts";
import { factWriter } from "./test-facts.ts";

// Decision 117: the answer gets BM25F's best fact when it lacks it. Facts of their own, written for these tests.
const fact = factWriter();

const intro = fact("agent", "Guide › The agent", "The agent runs on every machine you manage.");
const port = fact("agent", "Guide › The agent", "It listens on port 8000; any free TCP port works.");
const after = fact("agent", "Guide › The agent", "Start it with the install command.");
const other = fact("backup", "Guide › Backups", "Backups are written to the archive folder every night.");
const filler = [1, 2, 3].map((i) =>
  fact(`filler-${i}`, `Guide › Topic ${i}`, `General words about the product, part ${i}, with a cluster.`),
);
const ranker = createFactRanker([intro, port, after, other, ...filler]);
const backupAnswer = {
  markdown:
    "Backups are written to the archive folder every night.\n\nSource: [Guide: Backups](/docs/backup)",
  links: [{ title: "Guide: Backups", url: "/docs/backup" }],
};

describe("the best fact added to an answer that lacks it", () => {
  it("adds the best fact with its neighbours, under its heading, and cites it", () => {
    const out = withBestFact(backupAnswer, ["agent", "listens", "port"], ranker);
    expect(out.markdown).toBe(
      [
        "Backups are written to the archive folder every night.",
        "The documentation also says, under “The agent”:",
        "The agent runs on every machine you manage.\n\nIt listens on port 8000; any free TCP port works.\n\nStart it with the install command.",
        "Sources: [Guide: Backups](/docs/backup) · [Guide: The agent](/docs/agent)",
      ].join("\n\n"),
    );
    expect(out.links.map((l) => l.url)).toEqual(["/docs/backup", "/docs/agent"]);
  });

  it("leaves an answer that already holds the best fact as it is", () => {
    const holds = { markdown: `${port.markdown}\n\nSource: [Guide: The agent](/docs/agent)`, links: [] };
    expect(withBestFact(holds, ["agent", "listens", "port"], ranker)).toBe(holds);
  });

  it("adds nothing when the best fact holds less than 0.4 of the question's weighted words", () => {
    // Each fact holds one of the four words: the best holds about 0.29 of their weight.
    const neutral = { markdown: "Something else.", links: [] };
    expect(withBestFact(neutral, ["port", "archive", "install", "cluster"], ranker)).toBe(neutral);
  });
});

describe("what the best fact leaves alone", () => {
  const opEntry = fact("op:start_agent", "Guide › start_agent", "start_agent Starts the agent on its port.");
  const ops = createFactRanker([opEntry, other, ...filler]);
  const answer = { markdown: "Use `run_agent`.", links: [] };

  it("adds no other operation's entry to the answer of an operation the question describes", () => {
    expect(withBestFact(answer, ["agent", "port"], ops, { recognised: true })).toBe(answer);
    expect(withBestFact(answer, ["agent", "port"], ops).markdown).toContain("start_agent Starts the agent");
  });

  it("takes the best fact off the pages the question leaves aside", () => {
    const out = withBestFact(answer, ["agent", "listens", "port"], ranker, {
      aside: (url) => url === "/docs/agent",
    });
    expect(out).toBe(answer);
  });
});

describe("rows of one table", () => {
  it("stay one table under its header once; another table keeps its own header", () => {
    const head = "| A | B |\n| --- | --- |";
    const other = "| C |\n| --- |";
    expect(joined([`${head}\n| 1 | 2 |`, `${head}\n| 3 | 4 |`, "Text.", `${other}\n| 5 |`])).toBe(
      `${head}\n| 1 | 2 |\n| 3 | 4 |\n\nText.\n\n${other}\n| 5 |`,
    );
  });
});

describe("the AI Agent's answers with the best fact (questions of their own, none of an evaluation set)", async () => {
  const { createAssistant } = await import("./assistant.ts");
  const assistant = createAssistant({ contactEmail: "hello@example.com" });
  const ask = async (question: string) => (await assistant.answer(question)).response;

  it("names the package to install first on a fresh machine", async () => {
    expect(
      await ask("is there anything I must install first on a fresh machine before it can be managed"),
    ).toContain("python3 -m pip install universal-shell");
  });

  it("says what the known nodes file keeps", async () => {
    expect(await ask("what is kept in the known nodes file")).toContain(
      "records the node's TLS certificate fingerprint in `~/.ushell/known_nodes`",
    );
  });

  it("says how the credentials file names a cluster's nodes", async () => {
    expect(await ask("which file lists the nodes and their clusters for the controller")).toContain(
      "`clusters`: a cluster name mapped to a list of node references",
    );
  });
});
