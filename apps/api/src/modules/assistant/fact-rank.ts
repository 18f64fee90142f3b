import { type Fact, factKey, variants } from "./fact-index.ts";
import { isEveryday } from "./intent.ts";
import { words } from "./words.ts";

/**
 * BM25F over the facts of our content (decision 102): each fact has three fields — its heading
 * path, its text, and its code (code blocks, `inline code`, paths) — and a question's word scores
 * by how often each field holds it, each field weighted and normalised by its own length, and by
 * how rare the word is across all facts. A question word counts once, by the best of the words our
 * pages use for it (its synonyms), so a synonym never doubles a word's weight.
 */

type Field = "path" | "text" | "code";
const FIELDS: readonly Field[] = ["path", "text", "code"];
/** How much a field counts (a word of the heading says what the fact is about) and how much its length normalises. */
const WEIGHT: Record<Field, number> = { path: 1.5, text: 1, code: 1.5 };
const B: Record<Field, number> = { path: 0.3, text: 0.75, code: 0.5 };
const K1 = 1.2;
/** How much more a fact of the kind the question asks for counts (a path for "where is … kept"). */
export const KIND_BOOST = 1.3;

export interface RankedFact {
  fact: Fact;
  score: number;
  /** The share of the question's words (weighted by rarity) the fact holds in any field. */
  coverage: number;
}

export interface FactRanker {
  /** The facts for a question's topic words, best first. */
  rank(questionWords: readonly string[], limit?: number, kind?: RegExp): RankedFact[];
  /**
   * A fact with the facts around it in its section, in the docs' order: a step of a how-to with the
   * sentence before and the step after (the steps stay in order, issue #31).
   */
  withNeighbours(fact: Fact, around?: number): Fact[];
}

/** A word and, for an identifier, its parts ("priv_key_path" → "priv", "key", "path"), as keys. */
const keysOf = (text: string) =>
  words(text).flatMap((w) =>
    w.includes("_") ? [factKey(w), ...w.split("_").filter(Boolean).map(factKey)] : [factKey(w)],
  );

/** The code of a fact's Markdown: fenced blocks, inline code, and paths written out. */
export function codeOf(markdown: string): string {
  const blocks = [...markdown.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
  const inline = [...markdown.replace(/```[\s\S]*?```/g, " ").matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");
  const paths = [...markdown.matchAll(/(?:^|\s)(\/[\w./-]+|~\/[\w./-]+)/g)].map((m) => m[1] ?? "");
  return [...blocks, ...inline, ...paths].join(" ");
}

const counts = (keys: readonly string[]) => {
  const map = new Map<string, number>();
  for (const k of keys) map.set(k, (map.get(k) ?? 0) + 1);
  return map;
};

export function createFactRanker(facts: readonly Fact[]): FactRanker {
  const fields = facts.map((f) => ({
    path: counts(keysOf(f.path)),
    text: counts(keysOf(f.text)),
    code: counts(keysOf(codeOf(f.markdown))),
  }));
  const lengths = facts.map((_fact, i) => {
    const row = fields[i] as Record<Field, Map<string, number>>;
    return Object.fromEntries(
      FIELDS.map((field) => [field, [...row[field].values()].reduce((a, b) => a + b, 0)]),
    ) as Record<Field, number>;
  });
  const average = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      Math.max(1, lengths.reduce((sum, l) => sum + l[field], 0) / Math.max(1, facts.length)),
    ]),
  ) as Record<Field, number>;
  const df = new Map<string, number>();
  for (const row of fields) {
    for (const k of new Set([...row.path.keys(), ...row.text.keys(), ...row.code.keys()]))
      df.set(k, (df.get(k) ?? 0) + 1);
  }
  const n = facts.length;
  const idf = (k: string) => {
    const d = df.get(k) ?? 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };
  const bySection = new Map<string, Fact[]>();
  for (const f of facts) bySection.set(f.section, [...(bySection.get(f.section) ?? []), f]);

  return {
    rank(questionWords, limit = 8, kind = undefined) {
      const asked = [...new Set(questionWords)]
        .filter((w) => w.length > 1 && !isEveryday(w))
        .map((w) => [...new Set(variants(w).map(factKey))].filter((k) => df.has(k)))
        .filter((keys) => keys.length > 0);
      if (asked.length === 0) return [];
      const weightOf = (keys: readonly string[]) => Math.max(...keys.map(idf));
      const total = asked.reduce((sum, keys) => sum + weightOf(keys), 0);
      const ranked: RankedFact[] = [];
      facts.forEach((fact, i) => {
        const row = fields[i] as Record<Field, Map<string, number>>;
        const length = lengths[i] as Record<Field, number>;
        let score = 0;
        let held = 0;
        for (const keys of asked) {
          let best = 0;
          for (const k of keys) {
            let tf = 0;
            for (const field of FIELDS) {
              const c = row[field].get(k) ?? 0;
              if (c > 0)
                tf += (WEIGHT[field] * c) / (1 - B[field] + (B[field] * length[field]) / average[field]);
            }
            if (tf > 0) best = Math.max(best, (idf(k) * tf) / (K1 + tf));
          }
          if (best > 0) {
            score += best;
            held += weightOf(keys);
          }
        }
        // The kind of fact the question asks for (intent.ts, answerKind: a path for "where is … kept",
        // a duration for "how long", a version): a fact of that kind says it (decision 122).
        if (score > 0)
          ranked.push({
            fact,
            score: kind?.test(fact.markdown) ? KIND_BOOST * score : score,
            coverage: held / total,
          });
      });
      return ranked
        .sort((a, b) => b.score - a.score || a.fact.text.length - b.fact.text.length)
        .slice(0, limit);
    },
    withNeighbours(fact, around = 1) {
      const all = bySection.get(fact.section) ?? [fact];
      return all.filter((f) => Math.abs(f.order - fact.order) <= around);
    },
  };
}
