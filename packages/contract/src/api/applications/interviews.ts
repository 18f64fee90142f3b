// Interview scheduling: the employer offers times, the candidate picks one through a signed link,
// both get an invitation (.ics) by mail (docs/decisions/082-interview-scheduling.md).
import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { sessionToken } from "../../fields.ts";
import { ipLimits } from "../../ip-limits.ts";
import { applicationIdField, hiringCall, onApplication } from "./hiring-call.ts";
import { signedLinkCalls } from "./link-call.ts";

export const INTERVIEW_SLOTS_MIN = 2;
export const INTERVIEW_SLOTS_MAX = 10;
export const INTERVIEW_MINUTES_MIN = 15;
export const INTERVIEW_MINUTES_MAX = 480;

export const interviewStatuses = ["offered", "booked", "cancelled"] as const;
export type InterviewStatus = (typeof interviewStatuses)[number];
export const interviewStatusLabels: Record<InterviewStatus, string> = {
  offered: "Times offered",
  booked: "Interview booked",
  cancelled: "Offer cancelled",
};

export const interviewMessages = {
  offered: "The times have been sent to the candidate.",
  cancelled: "The interview has been cancelled.",
  booked: "Your interview is booked. A confirmation with a calendar invitation is on its way to you.",
  timeZone: "Choose a time zone from the list, such as Europe/Berlin.",
  duration: `The duration must be a whole number of minutes from ${INTERVIEW_MINUTES_MIN} to ${INTERVIEW_MINUTES_MAX}.`,
  slotCount: `Offer from ${INTERVIEW_SLOTS_MIN} to ${INTERVIEW_SLOTS_MAX} times.`,
  slotFormat: "Enter each time as a date and a time of day.",
  slotInPast: (local: string) => `${local} has already passed: offer times in the future.`,
  slotMissing: (local: string, zone: string) =>
    `${local} does not exist in ${zone}: the clocks go forward at that hour. Choose another time.`,
  overlap: (a: string, b: string) =>
    `The times ${a} and ${b} overlap: leave at least the interview's length between two starts.`,
  openOffer:
    "This application already has times waiting for the candidate. Cancel that offer before offering new times.",
  notInPipeline:
    "Interviews can be offered only while the application is in the pipeline (not Hired or Rejected).",
  noAddress: "This applicant left no e-mail address, so no invitation can be sent.",
  nothingToCancel: "This application has no interview offer or booking to cancel.",
  linkInvalid:
    "This link is not valid or has expired. Please use the link in your most recent e-mail from us.",
  notOffered: "Choose one of the times offered in the invitation.",
  slotPassed: "That time has already passed. Please choose another one.",
  alreadyBooked: "This interview is already booked. Your confirmation is in your e-mail.",
  withdrawn: "The employer has cancelled this invitation. They will contact you if they offer new times.",
  chooseSlot: "Choose one of the times.",
} as const;

/** True when `zone` is an IANA time zone this runtime knows (Intl refuses the others). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A local time of day in the employer's zone, as a datetime-local input sends it. */
export const localDateTime = z
  .string({ error: interviewMessages.slotFormat })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, interviewMessages.slotFormat);

export const interviewSummary = z.object({
  interviewId: z.string(),
  status: z.enum(interviewStatuses),
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  /** The offered starts, ISO 8601 in UTC, earliest first. */
  slots: z.array(z.string()),
  /** The start the candidate picked (ISO 8601, UTC), or null. */
  bookedStart: z.string().nullable(),
  offeredAt: z.string(),
});
export type InterviewSummary = z.infer<typeof interviewSummary>;

export const offerInterview = defineEndpoint({
  method: "POST",
  access: "employer-of-job",
  token: "authToken",
  idempotent: true,
  path: "/api/offer_interview",
  summary:
    "Offer an applicant 2–10 interview times in a time zone; the candidate is mailed a link to pick one (the job's employer or an admin)",
  tag: "hiring",
  body: z.object({
    authToken: sessionToken,
    applicationId: applicationIdField,
    timeZone: z
      .string({ error: interviewMessages.timeZone })
      .trim()
      .refine(isTimeZone, { error: interviewMessages.timeZone }),
    durationMinutes: z
      .number({ error: interviewMessages.duration })
      .int(interviewMessages.duration)
      .min(INTERVIEW_MINUTES_MIN, interviewMessages.duration)
      .max(INTERVIEW_MINUTES_MAX, interviewMessages.duration),
    slots: z
      .array(localDateTime, { error: interviewMessages.slotCount })
      .min(INTERVIEW_SLOTS_MIN, interviewMessages.slotCount)
      .max(INTERVIEW_SLOTS_MAX, interviewMessages.slotCount),
  }),
  query: undefined,
  response: z.object({ message: z.string(), interview: interviewSummary }),
});

export const cancelInterview = hiringCall(
  "/api/cancel_interview",
  "Cancel an application's interview offer or booking (the job's employer or an admin)",
  onApplication,
);

export const applicationInterview = hiringCall(
  "/api/application_interview",
  "An application's latest interview offer or booking, or null (the job's employer or an admin)",
  onApplication,
  z.object({ interview: interviewSummary.nullable() }),
);

/** The signed link of an interview invitation mail. */
const interviewLinkCall = signedLinkCalls(
  "interviewId",
  interviewMessages.linkInvalid,
  ipLimits.interviewLink,
);

export const interviewInvitation = interviewLinkCall(
  "/api/interview_invitation",
  "The times offered for an interview, for the holder of the invitation's signed link",
  z.object({
    jobTitle: z.string(),
    companyName: z.string(),
    status: z.enum(interviewStatuses),
    timeZone: z.string(),
    durationMinutes: z.number().int(),
    slots: z.array(z.object({ start: z.string(), available: z.boolean() })),
    bookedStart: z.string().nullable(),
  }),
);

export const pickInterviewSlot = interviewLinkCall(
  "/api/pick_interview_slot",
  "Book one of the offered interview times with the invitation's signed link; the first pick wins",
  z.object({ message: z.string(), bookedStart: z.string() }),
  {
    start: z
      .string({ error: interviewMessages.chooseSlot })
      .datetime({ error: interviewMessages.chooseSlot }),
  },
);
