import { describe, expect, it } from "vitest";
import { calendarInvitation, escapeText, foldLine } from "./ics.ts";

const event = {
  uid: "5b0e7c9e-3f1a-4c2e-9d7b-2a1f0c3e4d5a@automation-controller.example",
  sequence: 0,
  stamp: new Date("2026-11-28T10:15:30.250Z"),
  start: new Date("2026-12-03T09:00:00Z"),
  end: new Date("2026-12-03T09:45:00Z"),
  summary: "Interview: Senior Engineer, Platform; Ops at Acme, Inc.",
  description: "Line one\nLine two, with a comma; and a semicolon \\ backslash",
  organizer: { name: "Acme, Inc.", email: "hiring@acme.example" },
  attendee: { email: "ada@example.com" },
};

describe("an interview invitation (RFC 5545)", () => {
  it("is one VEVENT with UTC times, escaped text and CRLF line ends", () => {
    const text = calendarInvitation(event, "REQUEST");
    expect(text.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Automation Controller//Interviews//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
      "UID:5b0e7c9e-3f1a-4c2e-9d7b-2a1f0c3e4d5a@automation-controller.example",
      "SEQUENCE:0",
      "DTSTAMP:20261128T101530Z",
      "DTSTART:20261203T090000Z",
      "DTEND:20261203T094500Z",
      "SUMMARY:Interview: Senior Engineer\\, Platform\\; Ops at Acme\\, Inc.",
      "DESCRIPTION:Line one\\nLine two\\, with a comma\\; and a semicolon \\\\ backslas",
      " h",
      'ORGANIZER;CN="Acme, Inc.":mailto:hiring@acme.example',
      "ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:ada@examp",
      " le.com",
      "STATUS:CONFIRMED",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
    // No bare LF anywhere: every line ends in CRLF.
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("cancels with the same UID, a higher SEQUENCE and STATUS:CANCELLED", () => {
    const text = calendarInvitation({ ...event, sequence: 1 }, "CANCEL");
    const lines = text.split("\r\n");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("UID:5b0e7c9e-3f1a-4c2e-9d7b-2a1f0c3e4d5a@automation-controller.example");
  });

  it("escapes backslashes, semicolons, commas and every kind of line break", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("folds at 75 octets, continuation lines starting with a space, never inside a character", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    expect(foldLine("y".repeat(75 + 74 + 1))).toBe(`${"y".repeat(75)}\r\n ${"y".repeat(74)}\r\n y`);
    // "é" is two octets: 37 of them (74 octets) and one more would make 76, so it moves down whole.
    const folded = foldLine(`S${"é".repeat(38)}`);
    expect(folded).toBe(`S${"é".repeat(37)}\r\n é`);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });
});
