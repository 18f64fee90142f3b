import { describe, expect, it } from "vitest";
import { createCountCache } from "./count-cache.ts";

function counter(values: number[]) {
  let calls = 0;
  return {
    run: () => Promise.resolve(values[calls++] ?? -1),
    calls: () => calls,
  };
}

describe("the search count cache", () => {
  it("answers a count for 5 s, then the old one while one refresh runs, then the new one", async () => {
    let now = 1_000_000;
    const cache = createCountCache(() => now);
    const count = counter([7, 9]);
    expect(await cache.get("q:kube", count.run)).toBe(7);
    now += 4_999;
    expect(await cache.get("q:kube", count.run)).toBe(7);
    expect(count.calls()).toBe(1);
    now += 2;
    expect(await cache.get("q:kube", count.run)).toBe(7);
    expect(count.calls()).toBe(2);
    expect(await cache.get("q:kube", count.run)).toBe(9);
    expect(count.calls()).toBe(2);
  });

  it("while the database is busy, answers the old count without refreshing it, up to a minute (decision 081)", async () => {
    let now = 1_000_000;
    let busy = false;
    const cache = createCountCache(() => now, { busy: () => busy });
    const count = counter([7, 9, 11]);
    expect(await cache.get("q:kube", count.run)).toBe(7);
    busy = true;
    now += 30_000;
    expect(await cache.get("q:kube", count.run)).toBe(7);
    expect(await cache.get("q:kube", count.run)).toBe(7);
    expect(count.calls()).toBe(1);
    busy = false;
    expect(await cache.get("q:kube", count.run)).toBe(7);
    expect(count.calls()).toBe(2);
    expect(await cache.get("q:kube", count.run)).toBe(9);
    // Past a minute the old count is not answered, busy or not: it is counted afresh.
    busy = true;
    now += 60_001;
    expect(await cache.get("q:kube", count.run)).toBe(11);
    expect(count.calls()).toBe(3);
  });

  it("counts afresh after a minute instead of answering a stale count", async () => {
    let now = 0;
    const cache = createCountCache(() => now);
    const count = counter([3, 4]);
    expect(await cache.get("open", count.run)).toBe(3);
    now += 60_001;
    expect(await cache.get("open", count.run)).toBe(4);
  });

  it("shares one running count between concurrent searches", async () => {
    const cache = createCountCache(() => 0);
    let release: (n: number) => void = () => {};
    let calls = 0;
    const run = () => {
      calls += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = cache.get("q:go", run);
    const second = cache.get("q:go", run);
    release(12);
    expect(await Promise.all([first, second])).toEqual([12, 12]);
    expect(calls).toBe(1);
  });

  it("forgets every count on clear, and drops a count that was running during the clear", async () => {
    const cache = createCountCache(() => 0);
    expect(await cache.get("open", () => Promise.resolve(5))).toBe(5);
    let release: (n: number) => void = () => {};
    const running = cache.get("q:new", () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(1);
    expect(await running).toBe(1);
    expect(await cache.get("open", () => Promise.resolve(6))).toBe(6);
    expect(await cache.get("q:new", () => Promise.resolve(2))).toBe(2);
  });

  it("reports a failed count to the search that waits for it, and tries again next time", async () => {
    const cache = createCountCache(() => 0);
    await expect(cache.get("open", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("open", () => Promise.resolve(8))).toBe(8);
  });
});
