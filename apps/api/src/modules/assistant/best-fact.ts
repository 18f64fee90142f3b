import { stripSources } from "./fact-answer.ts";
import type { FactRanker } from "./fact-rank.ts";
import { sources } from "./markdown.ts";
import type { Reply } from "./reply.ts";

/**
 * The share of the question's topic words (weighted by rarity) the best fact must hold: the floor
 * retrieval already keeps for a section to answer at all (assistant.ts, byRetrieval).
 */
export const BEST_FACT_COVERAGE = 0.4;

/** "Universal Shell: Requirements" → "Requirements". */
const headingOf = (title: string) => title.replace(/^[^:]+:\s*/, "");

/**
 * Facts in the docs' order, as one text: rows of one table (each fact repeats the table's header)
 * stay one table, under its header once.
 */
export function joined(markdowns: readonly string[]): string {
  const out: string[] = [];
  let header = "";
  for (const markdown of markdowns) {
    const lines = markdown.split("\n");
    const head = lines.length === 3 && lines[0]?.startsWith("|") ? `${lines[0]}\n${lines[1]}` : "";
    if (head !== "" && head === header) out[out.length - 1] = `${out.at(-1)}\n${lines[2]}`;
    else out.push(markdown);
    header = head;
  }
  return out.join("\n\n");
}

/**
 * An answer with the best fact of the whole content by BM25F (fact-rank.ts, decision 117) when
 * the answer does not hold it. The rules and the coverage search may settle on a neighbouring
 * operation or section; the fact that ranks first over every field (heading path, text, code) is
 * more often the one asked for, so it is added after the answer, with the facts before and after
 * it in the docs' order (a step keeps its context).
 */
export function withBestFact(
  reply: Reply,
  questionWords: readonly string[],
  ranker: FactRanker,
  options: {
    /** Pages of an extension the question does not name: their facts are not added. */
    aside?: (url: string) => boolean;
    /**
     * The answer is the operation the question's verbs and things describe ("how do I restart a
     * service?"): it is the whole answer, no other operation's entry is added. A question that
     * names an operation ("does status_service restart it?") may be answered by another one.
     */
    recognised?: boolean;
  } = {},
): Reply {
  // The best of the first three facts that is not on an extension's page the question leaves aside.
  const best = ranker.rank(questionWords, 3).find((r) => !options.aside?.(r.fact.url));
  if (options.recognised && best?.fact.section.startsWith("op:")) return reply;
  if (!best || best.coverage < BEST_FACT_COVERAGE) return reply;
  // Compared by the start of each fact's Markdown, as answerWithFacts compares what it adds.
  const held = (markdown: string) => reply.markdown.includes(markdown.slice(0, 80));
  if (held(best.fact.markdown)) return reply;
  // An operation's own entry, when the answer already cites it, adds nothing new (as in fact-answer.ts).
  if (best.fact.section.startsWith("op:") && reply.links.some((l) => l.url === best.fact.url)) return reply;
  const added = ranker.withNeighbours(best.fact).filter((f) => !held(f.markdown));
  const link = { title: best.fact.title, url: best.fact.url };
  const links = [...reply.links.filter((l) => l.url !== link.url), link];
  return {
    ...reply,
    markdown: [
      stripSources(reply.markdown),
      `The documentation also says, under “${headingOf(best.fact.title)}”:`,
      joined(added.map((f) => f.markdown)),
      sources(links),
    ].join("\n\n"),
    links: links.slice(0, 3),
  };
}
