import { describe, expect, it } from "vitest";
import { cpuMsOf } from "./process-cpu.ts";

describe("cpuMsOf", () => {
  it("reads this process's CPU time, which grows by about the time spent computing", () => {
    const before = cpuMsOf(process.pid);
    const ownBefore = process.cpuUsage();
    // 300 ms of CPU, however long a loaded machine takes to give them.
    const ownMsSince = () => {
      const used = process.cpuUsage(ownBefore);
      return (used.user + used.system) / 1000;
    };
    let spin = 0;
    while (ownMsSince() < 300) spin += 1;
    expect(spin).toBeGreaterThan(0);
    const ownMs = ownMsSince();
    const read = cpuMsOf(process.pid) - before;
    // Node's own count (getrusage) and /proc's, in ticks of 10 ms: within 60 ms of each other.
    expect(read).toBeGreaterThanOrEqual(250);
    expect(Math.abs(read - ownMs)).toBeLessThan(60);
  });

  it("answers NaN for a process that does not exist", () => {
    expect(cpuMsOf(2 ** 30)).toBeNaN();
  });
});
