import { describe, expect, it } from "vitest";
import { ANSWER_CACHE_MAX_CHARS, ANSWER_CACHE_MAX_ENTRIES, createAnswerCache } from "./answer-cache.ts";

// Decision 121: the kept visitor answers, bounded in time, count and size.
describe("kept public answers", () => {
  it("answers a kept answer until its time is up, and none after", () => {
    let now = 1000;
    const cache = createAnswerCache(1000, () => now);
    cache.set("view:1", cache.generation(), '{"jobId":1}');
    now = 1999;
    expect(cache.get("view:1")).toBe('{"jobId":1}');
    now = 2000;
    expect(cache.get("view:1")).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("does not keep an answer computed while a write cleared the cache", () => {
    const cache = createAnswerCache(1000, () => 0);
    const taken = cache.generation();
    cache.set("view:1", taken, "before");
    cache.clear();
    expect(cache.get("view:1")).toBeUndefined();
    cache.set("view:1", taken, "stale");
    expect(cache.get("view:1")).toBeUndefined();
    cache.set("view:1", cache.generation(), "fresh");
    expect(cache.get("view:1")).toBe("fresh");
  });

  it("keeps and shares nothing when its time is 0", async () => {
    const cache = createAnswerCache(0, () => 0);
    cache.set("view:1", cache.generation(), "answer");
    expect(cache.get("view:1")).toBeUndefined();
    expect(cache.size()).toBe(0);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await Promise.resolve();
      return { body: `answer ${computed}`, keep: true };
    };
    const answers = await Promise.all([cache.share("view:1", compute), cache.share("view:1", compute)]);
    expect(answers).toEqual(["answer 2", "answer 2"]);
    expect(computed).toBe(2);
  });

  it("keeps at most its number of answers, dropping the oldest", () => {
    const cache = createAnswerCache(1000, () => 0);
    for (let i = 0; i <= ANSWER_CACHE_MAX_ENTRIES; i += 1) cache.set(`view:${i}`, cache.generation(), `${i}`);
    expect(cache.size()).toBe(ANSWER_CACHE_MAX_ENTRIES);
    expect(cache.get("view:0")).toBeUndefined();
    expect(cache.get("view:1")).toBe("1");
    expect(cache.get(`view:${ANSWER_CACHE_MAX_ENTRIES}`)).toBe(`${ANSWER_CACHE_MAX_ENTRIES}`);
  });

  it("keeps at most its number of characters, dropping the oldest", () => {
    const cache = createAnswerCache(1000, () => 0);
    const quarter = "x".repeat(ANSWER_CACHE_MAX_CHARS / 4);
    for (const key of ["a", "b", "c", "d"]) cache.set(key, cache.generation(), quarter);
    expect(cache.size()).toBe(4);
    cache.set("e", cache.generation(), "y");
    expect(cache.size()).toBe(4);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("e")).toBe("y");
    // An answer larger than the whole budget is not kept at all.
    cache.set("huge", cache.generation(), "z".repeat(ANSWER_CACHE_MAX_CHARS + 1));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("b")).toBe(quarter);
  });

  it("lets the callers that arrive during a computation share it, but not those after a clear", async () => {
    const cache = createAnswerCache(1000, () => 0);
    const finish: ((body: string) => void)[] = [];
    const compute = () =>
      new Promise<{ body: string; keep: boolean }>((resolve) => {
        finish.push((body) => resolve({ body, keep: true }));
      });
    const first = cache.share("search:1", compute);
    const second = cache.share("search:1", compute);
    expect(finish).toHaveLength(1);
    cache.clear();
    const afterClear = cache.share("search:1", compute);
    expect(finish).toHaveLength(2);
    finish[0]?.("before the write");
    finish[1]?.("after the write");
    expect(await first).toBe("before the write");
    expect(await second).toBe("before the write");
    expect(await afterClear).toBe("after the write");
    // Only the answer computed after the clear is kept.
    expect(cache.get("search:1")).toBe("after the write");
    expect(await cache.share("search:1", compute)).toBe("after the write");
    expect(finish).toHaveLength(2);
  });

  it("does not keep an answer its computation says not to keep", async () => {
    const cache = createAnswerCache(1000, () => 0);
    expect(await cache.share("view:7", async () => ({ body: "draft", keep: false }))).toBe("draft");
    expect(cache.get("view:7")).toBeUndefined();
    expect(cache.size()).toBe(0);
  });
});
