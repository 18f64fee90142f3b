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
 * The best of the first three facts BM25F ranks for the question (the asked kind ranked higher)
 * that is not on an extension's page the question leaves aside.
 */
function bestOutsideAside(
  questionWords: readonly string[],
  ranker: FactRanker,
  { aside, kind }: { aside?: (url: string) => boolean; kind?: RegExp },
) {
  return ranker.rank(questionWords, 3, kind).find((r) => !aside?.(r.fact.url));
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
    /** The kind of fact the question asks for (intent.ts, answerKind): ranked higher. */
    kind?: RegExp;
  } = {},
): Reply {
  const best = bestOutsideAside(questionWords, ranker, options);
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

/**
 * How much rare-word evidence (BM25F's score: each question word's rarity times how strongly the
 * fact holds it) the best fact must carry to answer on its own when nothing else answered, with
 * at least BEST_FACT_ALONE_COVERAGE of the question's weighted words. The share alone does not
 * tell a question we cannot answer from one we can (decision 120: "are you SOC 2 certified" holds
 * all its words in some fact); the evidence does: a question the docs answer matches a rare word
 * of one fact ("fingerprint", "known_nodes", "error log"), one they do not matches common words
 * only. Set on the seen sets (decision 122): of their plain declines, those the best fact answers
 * scored 5.5 to 8.1, those to decline 1.9 to 5.1 (one at 6.6).
 */
export const BEST_FACT_EVIDENCE = 5.5;
export const BEST_FACT_ALONE_COVERAGE = 0.45;
/** "How much do you charge", "how many nodes", "what does it cost": an amount, so a figure. */
const asksForAmount = /\b(how (much|many|long|often)|costs?|charges?|charged|prices?|rates?)\b/;

/**
 * The answer when the rules and the coverage search found nothing: BM25F's best fact with the
 * facts before and after it, when it carries enough evidence (above); otherwise nothing (the
 * plain decline).
 */
export function bestFactAlone(
  questionWords: readonly string[],
  ranker: FactRanker,
  options: {
    aside?: (url: string) => boolean;
    /** The kind of fact the question asks for (intent.ts, answerKind): ranked higher. */
    kind?: RegExp;
    /** The question as read, lower case: one asking for an amount ("how much", "cost") wants a figure. */
    text?: string;
  } = {},
): Reply | undefined {
  const best = bestOutsideAside(questionWords, ranker, options);
  if (!best || best.score < BEST_FACT_EVIDENCE || best.coverage < BEST_FACT_ALONE_COVERAGE) return undefined;
  const shown = joined(ranker.withNeighbours(best.fact).map((f) => f.markdown));
  if (asksForAmount.test(options.text ?? "") && !/\d/.test(shown)) return undefined;
  const link = { title: best.fact.title, url: best.fact.url };
  return {
    markdown: [
      `Here is what the documentation says under “${headingOf(best.fact.title)}”:`,
      shown,
      sources([link]),
    ].join("\n\n"),
    links: [link],
  };
}
