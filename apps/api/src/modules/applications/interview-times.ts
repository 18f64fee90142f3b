import { interviewMessages } from "@site/contract/api/applications";
import { FieldError } from "#api/http/errors.ts";

const HOUR_MS = 3600 * 1000;

/** The wall-clock time in `zone` at instant `ms`, read as if it were UTC (so offsets are differences). */
function wallClockMs(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/**
 * The instant at which the clocks in `zone` show `local` ("2026-12-03T10:00"), through Intl: the
 * zone's offset a day before and a day after are the only ones the local time can have. A local
 * time the clocks skip (spring forward) has none: undefined. One they show twice (fall back) has
 * two: the earlier, as calendars and Temporal's "compatible" choice do.
 */
export function zonedToUtc(local: string, zone: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Date.UTC rolls 2026-02-31 over to March: such a day does not exist.
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return undefined;
  const offsets = new Set(
    [-24, 24].map((hours) => wallClockMs(asUtc + hours * HOUR_MS, zone) - (asUtc + hours * HOUR_MS)),
  );
  const instants = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((instant) => wallClockMs(instant, zone) === asUtc)
    .sort((a, b) => a - b);
  return instants[0] === undefined ? undefined : new Date(instants[0]);
}

/** "Thursday 3 December 2026, 10:00" in `zone`: how mails and errors name a time. */
export function formatInZone(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

const readable = (local: string) => local.replace("T", " ");

/**
 * The offered local times as instants in UTC, earliest first, or a 400 that says which time is
 * wrong: one the clocks skip, one already past, two that overlap (a start before the previous
 * interview ends), the same time twice.
 */
export function offeredSlots(
  locals: readonly string[],
  zone: string,
  durationMinutes: number,
  now: Date,
): Date[] {
  const slots = locals.map((local) => {
    const instant = zonedToUtc(local, zone);
    if (!instant) throw new FieldError(400, "slots", interviewMessages.slotMissing(readable(local), zone));
    if (instant.getTime() <= now.getTime())
      throw new FieldError(400, "slots", interviewMessages.slotInPast(readable(local)));
    return { local, instant };
  });
  slots.sort((a, b) => a.instant.getTime() - b.instant.getTime());
  for (let i = 1; i < slots.length; i += 1) {
    const previous = slots[i - 1] as (typeof slots)[number];
    const current = slots[i] as (typeof slots)[number];
    if (current.instant.getTime() < previous.instant.getTime() + durationMinutes * 60_000)
      throw new FieldError(
        400,
        "slots",
        interviewMessages.overlap(readable(previous.local), readable(current.local)),
      );
  }
  return slots.map((slot) => slot.instant);
}
