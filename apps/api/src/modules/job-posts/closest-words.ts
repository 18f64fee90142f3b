import type { Concept } from "./query-understanding.ts";
import { stopWords } from "./search-vocabulary.ts";
import type { IndexWords } from "./typo-correction.ts";

/**
 * The last fallback of a search (docs/decisions/101-search-round-5-lists-phrases-closest.md): when
 * no post matches every word, nor some of them where a post names what is sought, the words of
 * the role are compared with the words of the titles (the vocabulary the typo correction already
 * reads, cached): a title word sharing enough of a typed word's letter triples stands for it, the
 * rarer among titles the more it weighs. The answer says "No job matches every word…"; a job
 * alert never uses it.
 */

/** A title word standing for a typed one, and how much finding it in a title weighs. */
export interface CloseWord {
  word: string;
  weight: number;
}

/** Letter triples of a word as pg_trgm counts them: two spaces before, one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const triples = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) triples.add(padded.slice(i, i + 3));
  return triples;
}

/** Shared triples over all triples of both words (pg_trgm's `similarity`), 0 to 1. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const triple of left) if (right.has(triple)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** Title words sharing less than this with a typed word do not stand for it ("technician" for "electrician": 0.21). */
export const CLOSE_SIMILARITY = 0.35;
/** Title words kept per typed word: the closest. */
const PER_WORD = 3;

/**
 * The title words closest to the words naming the role (not seniority or generic nouns, not the
 * words of a filter), each weighted by its similarity and its rarity among the titles.
 */
export function closestTitleWords(concepts: Concept[], vocabulary: IndexWords): CloseWord[] {
  const roles = concepts.filter((concept) => !concept.weak && !concept.fromFilter);
  const typed = [
    ...new Set(roles.flatMap((concept) => concept.source).filter((word) => !stopWords.has(word))),
  ].filter((word) => word.length >= 3 && !/^\d+$/.test(word));
  const posts = Math.max(vocabulary.posts, 1);
  const chosen = new Map<string, number>();
  for (const word of typed) {
    const near: (CloseWord & { similarity: number })[] = [];
    for (const [candidate, holding] of vocabulary.titles) {
      if (candidate.length < 3 || /^\d+$/.test(candidate) || stopWords.has(candidate)) continue;
      const similarity = trigramSimilarity(word, candidate);
      if (similarity < CLOSE_SIMILARITY) continue;
      const rarity = Math.log(1 + posts / Math.max(holding, 1));
      near.push({ word: candidate, similarity, weight: similarity * rarity });
    }
    near.sort((a, b) => b.similarity - a.similarity || b.weight - a.weight || a.word.localeCompare(b.word));
    for (const { word: close, weight } of near.slice(0, PER_WORD))
      chosen.set(close, Math.max(weight, chosen.get(close) ?? 0));
  }
  return [...chosen].map(([word, weight]) => ({ word, weight }));
}
