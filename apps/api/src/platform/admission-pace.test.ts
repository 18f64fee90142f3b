import { describe, expect, it } from "vitest";
import { AdmissionPace } from "./admission-pace.ts";

describe("the admission pace", () => {
  it("foresees nothing before two admissions in a row while others wait", () => {
    const pace = new AdmissionPace(1_000);
    expect(pace.waitBehind(5, 0)).toBe(0);
    pace.admitted(true, 100);
    expect(pace.waitBehind(5, 100)).toBe(0);
    pace.admitted(true, 150);
    // 50 ms between the two admissions; six turns (five ahead and its own).
    expect(pace.waitBehind(5, 150)).toBe(300);
  });

  it("averages the intervals, weighing the newest by a fifth", () => {
    const pace = new AdmissionPace(1_000);
    pace.admitted(true, 0);
    pace.admitted(true, 100);
    pace.admitted(true, 150);
    // 0.8 × 100 + 0.2 × 50 = 90 ms per turn.
    expect(pace.waitBehind(0, 150)).toBe(90);
  });

  it("does not measure across a time when nobody waited", () => {
    const pace = new AdmissionPace(10_000);
    pace.admitted(true, 0);
    pace.admitted(false, 20);
    pace.admitted(true, 5_000);
    expect(pace.waitBehind(0, 5_000)).toBe(20);
  });

  it("forgets a pace measured longer ago than the stale time", () => {
    const pace = new AdmissionPace(1_000);
    pace.admitted(true, 0);
    pace.admitted(true, 40);
    // Two turns of 40 ms, the next one overdue (decision 098): 40 ms.
    expect(pace.waitBehind(1, 1_040)).toBe(40);
    expect(pace.waitBehind(1, 1_041)).toBe(0);
  });

  it("counts the part of the next turn already gone since the last admission (decision 098)", () => {
    const pace = new AdmissionPace(10_000);
    pace.admitted(true, 0);
    pace.admitted(true, 100);
    // 30 ms after the last admission, the next is due in 70 ms: two ahead, then its own turn.
    expect(pace.waitBehind(2, 130)).toBe(270);
    // Past a whole interval the next admission is late, not early: no more than one interval off.
    expect(pace.waitBehind(2, 250)).toBe(200);
  });
});
