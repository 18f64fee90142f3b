import { afterEach, describe, expect, it, vi } from "vitest";
import { periodicRound } from "./periodic.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("a periodic round", () => {
  it("never overlaps itself: a call during a round joins it", async () => {
    let started = 0;
    let finish: (value: number) => void = () => {};
    const worker = periodicRound(
      () => {
        started++;
        return new Promise<number>((resolve) => {
          finish = resolve;
        });
      },
      { intervalMs: 1000 },
    );
    const first = worker.runOnce();
    const second = worker.runOnce();
    finish(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    expect(started).toBe(1);
    const third = worker.runOnce();
    finish(8);
    expect(await third).toBe(8);
    expect(started).toBe(2);
  });

  it("runs on its timer, reports a failed round and tries again at the next tick", async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const worker = periodicRound(
      async () => {
        calls++;
        if (calls === 1) throw new Error("database away");
        return calls;
      },
      { intervalMs: 1000, onError: (error) => errors.push(error) },
    );
    worker.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(1);
    expect(errors.map((e) => (e as Error).message)).toEqual(["database away"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    await worker.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(2);
  });

  it("stop waits for the round under way", async () => {
    let finish: () => void = () => {};
    let done = false;
    const worker = periodicRound(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            done = true;
            resolve();
          };
        }),
      { intervalMs: 1000 },
    );
    void worker.runOnce();
    const stopped = worker.stop().then(() => done);
    finish();
    expect(await stopped).toBe(true);
  });
});
