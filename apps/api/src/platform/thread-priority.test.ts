import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { currentThreadId, lowerThisThreadPriority } from "./thread-priority.ts";

// Decision 127: the embedded database's thread runs nicer than the request thread, where Linux lets
// a thread's priority be read and set; elsewhere it is left alone.
describe("lowerThisThreadPriority", () => {
  const linux = (tid: number) => ({ readLink: () => `4242/task/${tid}` });

  it("makes the thread the asked number of steps nicer, from its own nice value", () => {
    const set: [number, number][] = [];
    const result = lowerThisThreadPriority(10, {
      ...linux(4250),
      getPriority: () => 2,
      setPriority: (tid, nice) => set.push([tid, nice]),
    });
    expect(set).toEqual([[4250, 12]]);
    expect(result).toEqual({ tid: 4250, nice: 12 });
  });

  it("stops at 19, the lowest priority", () => {
    const set: [number, number][] = [];
    lowerThisThreadPriority(10, {
      ...linux(7),
      getPriority: () => 15,
      setPriority: (t, n) => set.push([t, n]),
    });
    expect(set).toEqual([[7, 19]]);
  });

  it("changes nothing for 0 steps", () => {
    const set: [number, number][] = [];
    const result = lowerThisThreadPriority(0, {
      ...linux(7),
      getPriority: () => 0,
      setPriority: (t, n) => set.push([t, n]),
    });
    expect(set).toEqual([]);
    expect(result).toEqual({ tid: 7, nice: 0 });
  });

  it("does nothing and does not throw where /proc/thread-self is missing", () => {
    const set: [number, number][] = [];
    const result = lowerThisThreadPriority(10, {
      readLink: () => {
        throw Object.assign(new Error("ENOENT: no such file or directory"), { code: "ENOENT" });
      },
      getPriority: () => 0,
      setPriority: (t, n) => set.push([t, n]),
    });
    expect(set).toEqual([]);
    expect(result).toEqual({ tid: undefined, nice: undefined });
  });

  it("keeps the thread as it was when the system refuses the change", () => {
    const result = lowerThisThreadPriority(10, {
      ...linux(7),
      getPriority: () => 3,
      setPriority: () => {
        throw Object.assign(new Error("EACCES"), { code: "EACCES" });
      },
    });
    expect(result).toEqual({ tid: 7, nice: 3 });
  });

  it.runIf(existsSync("/proc/thread-self"))("reads this thread's id on Linux", () => {
    const tid = currentThreadId();
    expect(tid).toBeGreaterThan(0);
    expect(readFileSync(`/proc/${process.pid}/task/${tid}/stat`, "utf8")).toMatch(new RegExp(`^${tid} `));
  });
});
