import { describe, expect, it } from "vitest";
import { sharedReads } from "./jobs-service.ts";

// Decision 085: searches share the read of the job-writes number, but only a read that began after
// they arrived (a write committed before a search arrived must clear the counts it answers).
describe("shared reads of the job-writes number", () => {
  it("lets the searches that arrive during a read share the next read, never the running one", async () => {
    const pending: ((value: number) => void)[] = [];
    let started = 0;
    const read = sharedReads(
      () =>
        new Promise<number>((resolve) => {
          started += 1;
          pending.push(resolve);
        }),
    );
    const first = read();
    const second = read();
    const third = read();
    expect(started).toBe(1);
    pending[0]?.(41);
    expect(await first).toBe(41);
    // The next read starts once the running one is done; the two waiting searches share it.
    await Promise.resolve();
    expect(started).toBe(2);
    const fourth = read();
    pending[1]?.(42);
    expect(await second).toBe(42);
    expect(await third).toBe(42);
    await Promise.resolve();
    expect(started).toBe(3);
    pending[2]?.(43);
    expect(await fourth).toBe(43);
    // Idle, a search starts its own read at once.
    const fifth = read();
    expect(started).toBe(4);
    pending[3]?.(44);
    expect(await fifth).toBe(44);
  });

  it("passes a failed read to its searches and starts the next one afresh", async () => {
    let calls = 0;
    const read = sharedReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error("connection lost");
      return 7;
    });
    const failing = read();
    const waiting = read();
    await expect(failing).rejects.toThrow("connection lost");
    expect(await waiting).toBe(7);
    expect(calls).toBe(2);
  });
});
