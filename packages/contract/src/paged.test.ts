import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pageCount, paged } from "./paged.ts";

describe("paged answers", () => {
  it("take items of the given schema with their total and page count, and nothing else", () => {
    const answer = paged(z.object({ id: z.string() }));
    expect(answer.parse({ data: [{ id: "a" }], total: 21, totalPages: 2, extra: 1 })).toEqual({
      data: [{ id: "a" }],
      total: 21,
      totalPages: 2,
    });
    expect(answer.safeParse({ data: [{ id: 1 }], total: 1, totalPages: 1 }).success).toBe(false);
    expect(answer.safeParse({ data: [], total: 1.5, totalPages: 1 }).success).toBe(false);
    expect(answer.safeParse({ data: [], total: 0 }).success).toBe(false);
  });

  it("count the pages a total fills, a last partial page included", () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(21, 10)).toBe(3);
  });
});
