// iCalendar (RFC 5545) invitations, written by hand: one VEVENT, a handful of properties, and the
// two rules that matter (text escaping, §3.3.11, and line folding at 75 octets, §3.1).

export interface CalendarEvent {
  /** Stable for the event's whole life: a calendar updates or cancels the event it identifies. */
  uid: string;
  /** Raised on every change the attendee must see (0 for the first invitation, 1 for its cancellation). */
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { email: string };
}

/** Escapes TEXT (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (CN=…): quoted when it holds `:`, `;` or `,`; double quotes and controls cannot appear in one. */
function paramValue(value: string): string {
  const clean = value.replace(/["\p{Cc}]/gu, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** UTC date-time form (§3.3.5, FORM #2): 20261203T090000Z. */
export function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/**
 * Folds a content line so that no line is longer than 75 octets of UTF-8, the continuation lines
 * starting with one space (§3.1); a character is never split between two lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // The first line holds 75 octets; each continuation line 74 after its leading space.
    const room = lines.length === 0 ? 75 : 74;
    if (octets + size > room) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n ");
}

/** A calendar with one event; METHOD:REQUEST invites, METHOD:CANCEL withdraws (same UID, higher SEQUENCE). */
export function calendarInvitation(event: CalendarEvent, method: "REQUEST" | "CANCEL"): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Automation Controller//Interviews//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.attendee.email}`,
    `STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
