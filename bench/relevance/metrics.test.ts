import { describe, expect, it } from "vitest";
import { meanScores, ndcgAt10, precisionAt10, recallAt10, scoreRanking } from "./metrics.ts";

const judgements = { a: 3, b: 2, c: 1 };
/** Ten unjudged posts: the first page is full before anything relevant. */
const tenMisses = Array.from({ length: 10 }, (_, i) => `x${i}`);

describe("nDCG@10", () => {
  it("of c, x, a: (1/log2 2 + 7/log2 4) / (7/log2 2 + 3/log2 3 + 1/log2 4) = 4.5 / 9.3928", () => {
    expect(ndcgAt10(["c", "x", "a"], judgements)).toBeCloseTo(0.479091, 6);
  });

  it("is 1 for the ideal order and less when two grades swap", () => {
    expect(ndcgAt10(["a", "b", "c"], judgements)).toBe(1);
    // (3 + 7/log2 3 + 1/2) / 9.3928
    expect(ndcgAt10(["b", "a", "c"], judgements)).toBeCloseTo(0.842828, 6);
  });

  it("counts only the first 10 ranks and 0 without results or judgements", () => {
    expect(ndcgAt10([...tenMisses, "a"], judgements)).toBe(0);
    expect(ndcgAt10([], judgements)).toBe(0);
    expect(ndcgAt10(["a"], {})).toBe(0);
  });
});

describe("P@10 and recall@10", () => {
  it("divide the relevant results by 10 and by min(10, relevant posts)", () => {
    expect(precisionAt10(["c", "x", "a"], judgements)).toBe(0.2);
    expect(recallAt10(["c", "x", "a"], judgements)).toBeCloseTo(2 / 3, 10);
  });

  it("cap recall's divisor at 10 when more than 10 posts are relevant", () => {
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`r${i}`, 1]));
    const firstTen = Array.from({ length: 10 }, (_, i) => `r${i}`);
    expect(recallAt10(firstTen, many)).toBe(1);
    expect(precisionAt10(firstTen, many)).toBe(1);
    expect(recallAt10(["r0", "x", "r1"], many)).toBe(0.2);
  });

  it("ignore results past rank 10", () => {
    expect(precisionAt10([...tenMisses, "a"], judgements)).toBe(0);
    expect(recallAt10([...tenMisses, "a"], judgements)).toBe(0);
  });
});

describe("meanScores", () => {
  it("averages each metric over the queries and counts the share with no result", () => {
    const mean = meanScores([scoreRanking(["a", "b", "c"], judgements), scoreRanking([], judgements)]);
    expect(mean).toEqual({ queries: 2, p10: 0.15, recall10: 0.5, ndcg10: 0.5, zeroResultRate: 0.5 });
  });
});
