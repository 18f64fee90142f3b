// A job's hiring report: how applications flow through its stages, how long they stay, where they
// come from, and — for admins only — an anonymous pass-through by voluntary EEO group
// (docs/decisions/093-hiring-report.md).
import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { jobIdField, sessionToken } from "../../fields.ts";

/** A group smaller than this is never shown on its own (its counts are null). */
export const EEO_MIN_GROUP = 5;

const stageFlow = z.object({
  key: z.string(),
  name: z.string(),
  /**
   * Applications that reached this stage or a later one (Rejected is not "later"), withdrawn ones
   * included up to the stage they were withdrawn from.
   */
  reached: z.number().int(),
  /** Of those, the share (0–1) that reached the next stage or a later one; null at the end. */
  passedOn: z.number().nullable(),
  /** Applications in this stage now. */
  now: z.number().int(),
  /** Applications rejected straight from this stage. */
  rejectedHere: z.number().int(),
  /** Applications the candidate withdrew while they were in this stage. */
  withdrawnHere: z.number().int(),
  /** Median days in this stage of the applications that left it; null when none has. */
  medianDays: z.number().nullable(),
});
export type StageFlow = z.infer<typeof stageFlow>;

const source = z.object({
  source: z.enum(["profile", "resume"]),
  applications: z.number().int(),
  hired: z.number().int(),
});

/** One voluntary answer's group: how many applied, and how many reached each stage. */
const eeoGroup = z.object({
  group: z.string(),
  /** Null when the group is smaller than EEO_MIN_GROUP (suppressed). */
  applied: z.number().int().nullable(),
  /** Per stage key, in the order of `stages`; null when suppressed. */
  reached: z.record(z.string(), z.number().int()).nullable(),
});

export const hiringReportAnswer = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  /** Applications now on the board (withdrawn ones are not). */
  total: z.number().int(),
  /** Applications the candidates withdrew. */
  withdrawn: z.number().int(),
  stages: z.array(stageFlow),
  /** Of the applications now in Hired: how many, and the median days from applying to the move into Hired. */
  timeToHire: z.object({ hires: z.number().int(), medianDays: z.number().nullable() }),
  sources: z.array(source),
  /**
   * For admins: groups by the profile's answers (resume-only applications count as "Not given").
   * Null for everyone else: decisions about people are made without it.
   */
  eeo: z
    .object({
      gender: z.array(eeoGroup),
      ethnicity: z.array(eeoGroup),
    })
    .nullable(),
});
export type HiringReport = z.infer<typeof hiringReportAnswer>;

export const hiringReport = defineEndpoint({
  method: "POST",
  access: "employer-of-job",
  token: "authToken",
  path: "/api/hiring_report",
  summary:
    "One job's hiring report: stage pass-through, time in stage and sources (its employer or an admin); EEO aggregates for admins",
  tag: "hiring",
  body: z.object({ authToken: sessionToken, jobId: jobIdField("jobId") }),
  query: undefined,
  response: hiringReportAnswer,
});

// Across jobs and dates (docs/decisions/110-hiring-report-across-jobs.md).

/** The longest range the report across jobs covers, both days included. */
export const REPORT_RANGE_MAX_DAYS = 366;
/** The range when none is given: the last 30 days, today (UTC) included. */
export const REPORT_DEFAULT_DAYS = 30;
/** At most this many job ids narrow one report. */
export const REPORT_JOBS_MAX = 200;

export const reportMessages = {
  dateInvalid: (label: string) => `${label} must be a date written YYYY-MM-DD, for example 2026-03-01.`,
  fromAfterTo: "The start date must be on or before the end date.",
  rangeTooLong: `Please choose at most ${REPORT_RANGE_MAX_DAYS} days.`,
  jobIdsInvalid: "Please send the jobs as a list of job numbers.",
  tooManyJobs: `Please choose at most ${REPORT_JOBS_MAX} jobs.`,
} as const;

const DAY_MS = 24 * 3600 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day written YYYY-MM-DD that exists ("2026-02-30" does not). */
export const isReportDate = (value: string) =>
  DATE_ONLY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
/** Days from `from` to `to`, both included (1 for the same day). */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
/** The day `days` after (or before, when negative) a YYYY-MM-DD day, as YYYY-MM-DD. */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The range's refusal, when it has one: the start after the end, or more than
 * REPORT_RANGE_MAX_DAYS days. The field it belongs to is the one a person would change.
 */
export function rangeProblem(from: string, to: string): { field: "from" | "to"; message: string } | null {
  const days = daysInRange(from, to);
  if (days < 1) return { field: "to", message: reportMessages.fromAfterTo };
  if (days > REPORT_RANGE_MAX_DAYS) return { field: "from", message: reportMessages.rangeTooLong };
  return null;
}

const reportDate = (label: string) =>
  z
    .string({ error: reportMessages.dateInvalid(label) })
    .trim()
    .refine(isReportDate, { error: reportMessages.dateInvalid(label) })
    .optional();

/** One job's line: what became of the applications it received in the range. */
const jobLine = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  status: z.string(),
  /** Applications received in the range: in progress + hired + rejected + withdrawn. */
  received: z.number().int(),
  /** Of those, on the board in any stage but Hired and Rejected. */
  inProgress: z.number().int(),
  hired: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
  /** Median days from applying to the move into Hired, of those hired; null without a hire. */
  medianDaysToHire: z.number().nullable(),
});
export type ReportJobLine = z.infer<typeof jobLine>;

/** A stage every job starts with, summed over the chosen jobs whose board still has it. */
const comparableStage = z.object({
  key: z.string(),
  name: z.string(),
  /** How many of the chosen jobs have this stage on their board. */
  jobs: z.number().int(),
  /** Applications that reached it or a later one (the per-job rule), summed over those jobs. */
  reached: z.number().int(),
  /**
   * Share (0–1) that reached the next comparable stage, over the jobs that have both; null for
   * Hired or when none of those jobs had anyone here.
   */
  passedOn: z.number().nullable(),
  rejectedHere: z.number().int(),
  withdrawnHere: z.number().int(),
});

export const hiringReportAcrossJobsAnswer = z.object({
  /** The range reported, both days included (UTC). */
  from: z.string(),
  to: z.string(),
  jobs: z.array(jobLine),
  totals: z.object({
    jobs: z.number().int(),
    received: z.number().int(),
    inProgress: z.number().int(),
    hired: z.number().int(),
    rejected: z.number().int(),
    withdrawn: z.number().int(),
    /** Applied, Screening, Interview, Offer, Hired: the stages every job starts with. */
    stages: z.array(comparableStage),
    /**
     * The stages employers added to their jobs, together: they have no counterpart on other jobs,
     * so they are not in the funnel (which still counts a move through them as passing on).
     */
    otherStages: z.object({
      /** How many such stages the chosen jobs have. */
      stages: z.number().int(),
      now: z.number().int(),
      rejectedHere: z.number().int(),
      withdrawnHere: z.number().int(),
    }),
    sources: z.array(source),
    /** Over every hire of the chosen jobs (not a median of the jobs' medians). */
    timeToHire: z.object({ hires: z.number().int(), medianDays: z.number().nullable() }),
  }),
});
export type HiringReportAcrossJobs = z.infer<typeof hiringReportAcrossJobsAnswer>;

export const hiringReportAcrossJobs = defineEndpoint({
  method: "POST",
  access: "employer",
  token: "authToken",
  path: "/api/hiring_report_across_jobs",
  summary:
    "The hiring figures of many jobs over a range of days: one line per job and the totals (an employer's own jobs; every job for an admin)",
  tag: "hiring",
  body: z
    .object({
      authToken: sessionToken,
      /** First day (UTC) of the applications counted; default: 29 days before `to`. */
      from: reportDate("The start date"),
      /** Last day (UTC), included; default: today. */
      to: reportDate("The end date"),
      /** Only these jobs; default: every job the caller may see. */
      jobIds: z
        .array(jobIdField("jobIds"), { error: reportMessages.jobIdsInvalid })
        .max(REPORT_JOBS_MAX, reportMessages.tooManyJobs)
        .optional(),
    })
    .superRefine((body, ctx) => {
      if (body.from === undefined || body.to === undefined) return;
      if (!isReportDate(body.from) || !isReportDate(body.to)) return;
      const problem = rangeProblem(body.from, body.to);
      if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    }),
  query: undefined,
  response: hiringReportAcrossJobsAnswer,
});
