import { describe, expect, it } from "vitest";
import { formatInZone, zonedToUtc } from "./interview-times.ts";

const utc = (local: string, zone: string) => zonedToUtc(local, zone)?.toISOString();

describe("a local time in an IANA zone, converted to UTC through Intl", () => {
  it("applies the zone's offset of that day", () => {
    expect(utc("2026-12-03T10:00", "Europe/Berlin")).toBe("2026-12-03T09:00:00.000Z");
    expect(utc("2026-07-01T10:00", "Europe/Berlin")).toBe("2026-07-01T08:00:00.000Z");
    expect(utc("2026-12-03T10:00", "America/New_York")).toBe("2026-12-03T15:00:00.000Z");
    expect(utc("2026-12-03T10:00", "Asia/Kolkata")).toBe("2026-12-03T04:30:00.000Z");
    expect(utc("2026-12-03T10:00", "UTC")).toBe("2026-12-03T10:00:00.000Z");
  });

  it("knows the hour the clocks skip (none) and the hour they show twice (the earlier)", () => {
    // Berlin, 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(utc("2026-03-29T01:59", "Europe/Berlin")).toBe("2026-03-29T00:59:00.000Z");
    expect(utc("2026-03-29T02:30", "Europe/Berlin")).toBeUndefined();
    expect(utc("2026-03-29T03:00", "Europe/Berlin")).toBe("2026-03-29T01:00:00.000Z");
    // Berlin, 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 happens at 00:30Z and 01:30Z.
    expect(utc("2026-10-25T02:30", "Europe/Berlin")).toBe("2026-10-25T00:30:00.000Z");
    expect(utc("2026-10-25T03:30", "Europe/Berlin")).toBe("2026-10-25T02:30:00.000Z");
    // New York, 8 March 2026: 02:00 EST becomes 03:00 EDT.
    expect(utc("2026-03-08T02:30", "America/New_York")).toBeUndefined();
    expect(utc("2026-11-01T01:30", "America/New_York")).toBe("2026-11-01T05:30:00.000Z");
  });

  it("refuses a day the calendar does not have", () => {
    expect(utc("2026-02-29T10:00", "UTC")).toBeUndefined();
    expect(utc("2026-04-31T10:00", "Europe/Berlin")).toBeUndefined();
    expect(utc("2026-12-03T24:00", "Europe/Berlin")).toBeUndefined();
  });

  it("names a time in the employer's zone for mails", () => {
    expect(formatInZone(new Date("2026-12-03T09:00:00Z"), "Europe/Berlin")).toBe(
      "Thursday, 3 December 2026 at 10:00",
    );
  });
});
