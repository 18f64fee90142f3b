import { describe, expect, it } from "vitest";
import { CLOSE_SIMILARITY, closestTitleWords, trigramSimilarity } from "./closest-words.ts";
import { parseQuery } from "./query-understanding.ts";

describe("closest title words (decision 101)", () => {
  it("measures shared letter triples as pg_trgm does", () => {
    expect(trigramSimilarity("python", "python")).toBe(1);
    // "  pythonista " has 11 triples, "  python " 7, 6 shared: 6 / 12.
    expect(trigramSimilarity("pythonista", "python")).toBe(0.5);
    expect(trigramSimilarity("electrician", "technician")).toBeLessThan(CLOSE_SIMILARITY);
  });

  it("keeps the title words close to the role's words, the rarer weighing more, never for a seniority", () => {
    const titles = new Map([
      ["python", 10],
      ["pythonic", 1],
      ["developer", 40],
      ["senior", 30],
    ]);
    const near = closestTitleWords(parseQuery("senior pythonista").concepts, {
      all: titles,
      titles,
      posts: 100,
    });
    expect(near.map((close) => close.word)).toEqual(["pythonic", "python"]);
    expect(near[0]?.weight).toBeGreaterThan(near[1]?.weight ?? 0);
  });
});
