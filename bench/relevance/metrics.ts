// The metrics of bench/search-relevance/README.md, over the first page of results (10 posts).

/** Post id → grade (3, 2 or 1); an unlisted post is grade 0. */
export type Judgements = Readonly<Record<string, number>>;

export const CUTOFF = 10;

const grade = (judgements: Judgements, id: string) => judgements[id] ?? 0;
const gain = (g: number) => 2 ** g - 1;

/** Σ (2^g − 1) / log₂(i + 1) over ranks i = 1..10. */
function dcg(grades: readonly number[]): number {
  return grades.slice(0, CUTOFF).reduce((sum, g, index) => sum + gain(g) / Math.log2(index + 2), 0);
}

/** Relevant results (grade ≥ 1) among the first 10, divided by 10. */
export function precisionAt10(ranked: readonly string[], judgements: Judgements): number {
  return ranked.slice(0, CUTOFF).filter((id) => grade(judgements, id) >= 1).length / CUTOFF;
}

/** Relevant results in the first 10, divided by min(10, relevant posts); 0 when none is relevant. */
export function recallAt10(ranked: readonly string[], judgements: Judgements): number {
  const relevant = Object.values(judgements).filter((g) => g >= 1).length;
  if (relevant === 0) return 0;
  const found = ranked.slice(0, CUTOFF).filter((id) => grade(judgements, id) >= 1).length;
  return found / Math.min(CUTOFF, relevant);
}

/** DCG@10 of the ranking divided by the DCG@10 of the judgements sorted by grade; 0 when that is 0. */
export function ndcgAt10(ranked: readonly string[], judgements: Judgements): number {
  const ideal = dcg(Object.values(judgements).sort((a, b) => b - a));
  if (ideal === 0) return 0;
  return dcg(ranked.map((id) => grade(judgements, id))) / ideal;
}

export interface QueryScores {
  p10: number;
  recall10: number;
  ndcg10: number;
  /** The search returned no job at all. */
  zeroResults: boolean;
}

export function scoreRanking(ranked: readonly string[], judgements: Judgements): QueryScores {
  return {
    p10: precisionAt10(ranked, judgements),
    recall10: recallAt10(ranked, judgements),
    ndcg10: ndcgAt10(ranked, judgements),
    zeroResults: ranked.length === 0,
  };
}

export interface MeanScores {
  queries: number;
  p10: number;
  recall10: number;
  ndcg10: number;
  /** Share of the queries with no result. */
  zeroResultRate: number;
}

/** The mean of each metric over the queries, rounded to 4 decimals. */
export function meanScores(scores: readonly QueryScores[]): MeanScores {
  const mean = (pick: (s: QueryScores) => number) =>
    scores.length === 0
      ? 0
      : Math.round((scores.reduce((sum, s) => sum + pick(s), 0) / scores.length) * 10_000) / 10_000;
  return {
    queries: scores.length,
    p10: mean((s) => s.p10),
    recall10: mean((s) => s.recall10),
    ndcg10: mean((s) => s.ndcg10),
    zeroResultRate: mean((s) => (s.zeroResults ? 1 : 0)),
  };
}
