import type { Passage } from "./corpus.ts";
import type { FactIndex } from "./fact-index.ts";
import type { FactRanker } from "./fact-rank.ts";
import { type GroundingPassage, PASSAGE_CHARS } from "./grounding.ts";
import { valueKind } from "./intent.ts";
import type { Reply } from "./reply.ts";
import { contentWords } from "./words.ts";

/** The model's context (decision 097): facts and sections retrieved, each once, within a budget. */
const GROUNDING_FACTS = 6;
/** The best facts by BM25F (fact-rank.ts), each sent with its neighbours (decision 102). */
const GROUNDING_RANKED = 5;
const GROUNDING_SECTIONS = 5;
/** A fact is handed to the model when it holds this share of the question's topic words. */
export const GROUNDING_COVERAGE = 0.5;
const GROUNDING_PASSAGES = 16;
const GROUNDING_CHARS = 16_000;

/** The question as the model's context reads it: its text, and its words with their synonyms. */
export interface ContextQuestion {
  text: string;
  expanded: string;
}

export interface ModelContextSources {
  passages: readonly Passage[];
  facts: FactIndex;
  /** BM25F over the same facts (fact-rank.ts), shared with the pipeline's answers. */
  ranker: FactRanker;
  /** The best sections for a question's expanded words (the BM25 index), best first. */
  sections: (expanded: string) => readonly Passage[];
}

export interface ModelContext {
  /**
   * What the model may answer from: our extractive answer, its sources, then retrieval's best facts
   * and sections, each once, within a size budget (decision 097). `r` is absent for a decline: the
   * model then gets the retrieved passages only, and says so itself when they do not answer.
   */
  groundingFor(q: ContextQuestion, r: Reply | undefined): GroundingPassage[];
  /**
   * A decline's passages for the model: only when retrieval found a fact holding half of the
   * question's topic words (by the fact index's coverage or BM25F's best fact, decision 102); the
   * model may then find the answer the rules missed (decision 097).
   */
  declineGrounding(q: ContextQuestion): (() => GroundingPassage[]) | undefined;
  /** The share of the question's topic words that its best fact holds (0 when no fact matches). */
  bestCoverage(q: ContextQuestion): number;
}

export function createModelContext({ passages, facts, ranker, sections }: ModelContextSources): ModelContext {
  const byUrl = new Map<string, Passage>();
  for (const p of passages) if (!byUrl.has(p.url)) byUrl.set(p.url, p);
  const rankedFacts = (q: ContextQuestion): GroundingPassage[] =>
    ranker.rank(contentWords(q.text), GROUNDING_RANKED, valueKind(q.text)).map(({ fact }) => ({
      title: fact.title,
      url: fact.url,
      text: ranker
        .withNeighbours(fact)
        .map((f) => f.markdown)
        .join("\n\n"),
    }));
  const asGrounding = (p: Passage): GroundingPassage => ({
    title: p.title,
    url: p.url,
    text: p.markdown ?? p.answer ?? p.text,
  });

  function groundingFor(q: ContextQuestion, r: Reply | undefined): GroundingPassage[] {
    const list: GroundingPassage[] = [];
    const first = r?.links[0];
    if (r && first) list.push({ title: first.title, url: first.url, text: r.markdown });
    // A job search's first page: more listings than the answer shows.
    if (r?.context && first) list.push({ title: first.title, url: first.url, text: r.context });
    for (const l of r?.links ?? []) {
      const p = byUrl.get(l.url);
      if (p) list.push(asGrounding(p));
    }
    // BM25F's best facts, each with the facts around it in the docs' order (decision 102).
    list.push(...rankedFacts(q));
    for (const hit of facts.search(contentWords(q.text), GROUNDING_FACTS)) {
      if (hit.coverage >= GROUNDING_COVERAGE)
        list.push({ title: hit.fact.title, url: hit.fact.url, text: hit.fact.markdown });
    }
    for (const p of sections(q.expanded).slice(0, GROUNDING_SECTIONS)) list.push(asGrounding(p));
    // No passage twice: one whose text another already holds adds nothing for the model.
    const kept: GroundingPassage[] = [];
    let size = 0;
    for (const p of list) {
      const text = p.text.trim();
      if (text === "" || kept.some((k) => k.text.includes(text))) continue;
      // A passage that holds an earlier one replaces it.
      const held = kept.findIndex((k) => text.includes(k.text.trim()));
      if (held >= 0) {
        size -= Math.min(kept[held]?.text.length ?? 0, PASSAGE_CHARS);
        kept.splice(held, 1);
      }
      const cost = Math.min(text.length, PASSAGE_CHARS);
      if (kept.length >= GROUNDING_PASSAGES || size + cost > GROUNDING_CHARS) continue;
      kept.push(p);
      size += cost;
    }
    return kept;
  }

  const bestCoverage = (q: ContextQuestion) => facts.search(contentWords(q.text), 1)[0]?.coverage ?? 0;
  const groundable = (q: ContextQuestion) =>
    bestCoverage(q) >= GROUNDING_COVERAGE ||
    (ranker.rank(contentWords(q.text), 1)[0]?.coverage ?? 0) >= GROUNDING_COVERAGE;

  return {
    groundingFor,
    bestCoverage,
    declineGrounding: (q) => (groundable(q) ? () => groundingFor(q, undefined) : undefined),
  };
}
