import { type InterviewSummary, interviewMessages } from "@site/contract/api/applications";
import { and, desc, eq, inArray } from "drizzle-orm";
import { applications, interviews, jobs } from "#api/db/schema.ts";
import { Conflict, FieldError, Forbidden, NotFound } from "#api/http/errors.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { calendarInvitation } from "#api/platform/mail/ics.ts";
import { enqueueMail, type MailAttachment } from "#api/platform/mail/outbox.ts";
import type { RateLimits } from "#api/platform/rate-limit.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import { applicationOf } from "./access.ts";
import { formatInZone, offeredSlots } from "./interview-times.ts";
import {
  interviewBookedMail,
  interviewCancelledMail,
  interviewInvitationMail,
} from "./mail/interview-mails.ts";
import { mayMailUnverified } from "./third-party-mail.ts";

export interface InterviewDeps {
  db: Db;
  signer: LinkSigner;
  limits: RateLimits;
  publicBaseUrl: string;
  mailQueued: () => void;
}

type InterviewRow = typeof interviews.$inferSelect;

// Its own prefix: an interview token opens neither a status page nor a download.
const subjectOf = (interviewId: string) => `interview:${interviewId}`;

/** The page that shows the offered times to whoever holds the link; it works until the last offered time. */
export function interviewLink(signer: LinkSigner, baseUrl: string, row: InterviewRow, now: Date): string {
  const last = Math.max(...row.slots.map((slot) => Date.parse(slot)));
  const token = signer.sign(subjectOf(row.id), now, last - now.getTime());
  return `${baseUrl}/interview?${new URLSearchParams({ id: row.id, token })}`;
}

/** Refuses a token we did not make for this interview, or one past the last offered time. */
export function checkInterviewToken(signer: LinkSigner, interviewId: string, token: string, now: Date): void {
  if (!signer.verify(subjectOf(interviewId), token, now)) throw new Forbidden(interviewMessages.linkInvalid);
}

const summaryOf = (row: InterviewRow): InterviewSummary => ({
  interviewId: row.id,
  status: row.status,
  timeZone: row.timeZone,
  durationMinutes: row.durationMinutes,
  slots: row.slots,
  bookedStart: row.bookedStart?.toISOString() ?? null,
  offeredAt: row.createdAt.toISOString(),
});

/**
 * Offers an application's candidate 2–10 interview times given in the employer's zone: each is
 * converted to UTC, checked (it exists in the zone, lies ahead, overlaps no other) and the
 * invitation with its signed link is queued in the same transaction. One offer at a time waits for
 * the candidate; an application at Hired or Rejected gets none.
 */
export async function offerInterview(
  deps: InterviewDeps,
  actor: SessionUser,
  input: { applicationId: string; timeZone: string; durationMinutes: number; slots: readonly string[] },
  now: Date,
): Promise<InterviewSummary> {
  const starts = offeredSlots(input.slots, input.timeZone, input.durationMinutes, now);
  const summary = await deps.db.transaction(async (tx) => {
    const application = await applicationOf(tx, actor, input.applicationId, { lock: true });
    if (application.stage === "hired" || application.stage === "rejected")
      throw new Conflict(interviewMessages.notInPipeline);
    const verified = Boolean(application.userId && application.accountEmail);
    const to = verified ? application.accountEmail : application.applicantEmail;
    if (!to) throw new Conflict(interviewMessages.noAddress);
    const [open] = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.applicationId, application.id), eq(interviews.status, "offered")));
    if (open) throw new Conflict(interviewMessages.openOffer);
    // An address nobody verified gets at most its daily share of our mails (decision 010).
    if (!verified && !(await mayMailUnverified(deps.limits, to)))
      throw new FieldError(
        409,
        "applicationId",
        "This applicant's address has had its share of our mails today. Please try again tomorrow.",
      );
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId: application.id,
        offeredByUserId: actor.userId,
        organizerEmail: actor.email,
        candidateEmail: to,
        timeZone: input.timeZone,
        durationMinutes: input.durationMinutes,
        slots: starts.map((start) => start.toISOString()),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("interview not stored");
    const last = starts[starts.length - 1] as Date;
    const mail = interviewInvitationMail({
      jobTitle: application.jobTitle,
      companyName: application.companyName,
      slotCount: starts.length,
      durationMinutes: input.durationMinutes,
      link: interviewLink(deps.signer, deps.publicBaseUrl, row, now),
      lastSlot: `${formatInZone(last, input.timeZone)} (${input.timeZone})`,
    });
    await enqueueMail(tx, { to, ...mail }, now);
    return summaryOf(row);
  });
  deps.mailQueued();
  return summary;
}

/** The application's latest interview (offered, booked or cancelled), or null. */
export async function latestInterview(db: Db, actor: SessionUser, applicationId: string) {
  await applicationOf(db, actor, applicationId);
  const [row] = await db
    .select()
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(desc(interviews.createdAt), desc(interviews.id))
    .limit(1);
  return row ? summaryOf(row) : null;
}

/** The latest interview of each application, for the pipeline's column. */
export async function interviewStates(db: Db, applicationIds: readonly string[]) {
  if (applicationIds.length === 0)
    return new Map<string, { status: InterviewRow["status"]; bookedStart: string | null }>();
  const rows = await db
    .select({
      applicationId: interviews.applicationId,
      status: interviews.status,
      bookedStart: interviews.bookedStart,
    })
    .from(interviews)
    .where(inArray(interviews.applicationId, [...applicationIds]))
    .orderBy(desc(interviews.createdAt), desc(interviews.id));
  const states = new Map<string, { status: InterviewRow["status"]; bookedStart: string | null }>();
  for (const row of rows)
    if (!states.has(row.applicationId))
      states.set(row.applicationId, {
        status: row.status,
        bookedStart: row.bookedStart?.toISOString() ?? null,
      });
  return states;
}

/** The interview with its job, or 404 (a withdrawn application takes its interviews with it). */
async function interviewWithJob(db: Db, interviewId: string) {
  const [row] = await db
    .select({ interview: interviews, jobTitle: jobs.title, companyName: jobs.companyName })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(interviews.id, interviewId));
  if (!row) throw new NotFound(interviewMessages.withdrawn);
  return row;
}

/** What the invitation page shows: the job, the zone the employer chose, and each time with whether it can still be taken. */
export async function interviewInvitation(db: Db, interviewId: string, now: Date) {
  const { interview, jobTitle, companyName } = await interviewWithJob(db, interviewId);
  return {
    jobTitle,
    companyName,
    status: interview.status,
    timeZone: interview.timeZone,
    durationMinutes: interview.durationMinutes,
    slots: interview.slots.map((start) => ({
      start,
      available: interview.status === "offered" && Date.parse(start) > now.getTime(),
    })),
    bookedStart: interview.bookedStart?.toISOString() ?? null,
  };
}

const icsFile = (content: string): MailAttachment => ({
  filename: "interview.ics",
  contentType: "text/calendar; charset=utf-8; method=REQUEST",
  content,
});

function calendarEvent(row: InterviewRow, job: { jobTitle: string; companyName: string }, now: Date) {
  const start = row.bookedStart as Date;
  return {
    uid: `${row.id}@interviews.automation-controller`,
    stamp: now,
    start,
    end: new Date(start.getTime() + row.durationMinutes * 60_000),
    summary: `Interview: ${job.jobTitle} at ${job.companyName}`,
    description: `Interview for ${job.jobTitle} at ${job.companyName}, booked through Automation Controller.`,
    organizer: { name: job.companyName, email: row.organizerEmail },
    attendee: { email: row.candidateEmail },
  };
}

/**
 * Books `start` for the holder of the link. The booking is one conditional update (offered →
 * booked): of any number of picks at once, exactly one finds the row still offered; the others
 * are told it is booked. The confirmations, each with the .ics, are queued in the same transaction.
 */
export async function pickInterviewSlot(deps: InterviewDeps, interviewId: string, start: string, now: Date) {
  const { interview, jobTitle, companyName } = await interviewWithJob(deps.db, interviewId);
  // Whether the offer is still open is decided by the update's condition alone, so that of picks
  // at once the first wins; the others learn afterwards whether it was booked or cancelled.
  const startMs = Date.parse(start);
  const offered = interview.slots.find((slot) => Date.parse(slot) === startMs);
  if (!offered) throw new FieldError(400, "start", interviewMessages.notOffered);
  if (startMs <= now.getTime()) throw new FieldError(409, "start", interviewMessages.slotPassed);
  const booked = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(interviews)
      .set({ status: "booked", bookedStart: new Date(startMs), bookedAt: now })
      .where(and(eq(interviews.id, interviewId), eq(interviews.status, "offered")))
      .returning();
    if (!row) return undefined;
    const job = { jobTitle, companyName };
    const ics = icsFile(calendarInvitation({ ...calendarEvent(row, job, now), sequence: 0 }, "REQUEST"));
    const when = `${formatInZone(new Date(startMs), row.timeZone)} (${row.timeZone})`;
    for (const [to, forEmployer] of [
      [row.candidateEmail, false],
      [row.organizerEmail, true],
    ] as const) {
      const mail = interviewBookedMail({
        ...job,
        when,
        durationMinutes: row.durationMinutes,
        candidate: row.candidateEmail,
        forEmployer,
      });
      await enqueueMail(tx, { to, ...mail, attachments: [ics] }, now);
    }
    return row;
  });
  if (!booked) {
    const [current] = await deps.db
      .select({ status: interviews.status })
      .from(interviews)
      .where(eq(interviews.id, interviewId));
    throw current?.status === "cancelled"
      ? new Conflict(interviewMessages.withdrawn)
      : new Conflict(interviewMessages.alreadyBooked);
  }
  deps.mailQueued();
  return { message: interviewMessages.booked, bookedStart: new Date(startMs).toISOString() };
}

/**
 * Cancels the application's waiting offer, or its booked interview that has not started: a booked
 * one sends both sides a cancellation whose .ics (same UID, SEQUENCE 1) removes the event.
 */
export async function cancelInterview(
  deps: InterviewDeps,
  actor: SessionUser,
  applicationId: string,
  now: Date,
) {
  const mailed = await deps.db.transaction(async (tx) => {
    const application = await applicationOf(tx, actor, applicationId, { lock: true });
    const [row] = await tx
      .select()
      .from(interviews)
      .where(
        and(eq(interviews.applicationId, applicationId), inArray(interviews.status, ["offered", "booked"])),
      )
      .orderBy(desc(interviews.createdAt))
      .limit(1)
      .for("update");
    if (!row || (row.status === "booked" && (row.bookedStart as Date).getTime() <= now.getTime()))
      throw new Conflict(interviewMessages.nothingToCancel);
    await tx
      .update(interviews)
      .set({ status: "cancelled", cancelledAt: now })
      .where(eq(interviews.id, row.id));
    if (row.status !== "booked") return false;
    const job = { jobTitle: application.jobTitle, companyName: application.companyName };
    const content = calendarInvitation({ ...calendarEvent(row, job, now), sequence: 1 }, "CANCEL");
    const ics: MailAttachment = {
      ...icsFile(content),
      contentType: "text/calendar; charset=utf-8; method=CANCEL",
    };
    const mail = interviewCancelledMail({
      ...job,
      when: `${formatInZone(row.bookedStart as Date, row.timeZone)} (${row.timeZone})`,
    });
    for (const to of [row.candidateEmail, row.organizerEmail])
      await enqueueMail(tx, { to, ...mail, attachments: [ics] }, now);
    return true;
  });
  if (mailed) deps.mailQueued();
  return { message: interviewMessages.cancelled };
}
