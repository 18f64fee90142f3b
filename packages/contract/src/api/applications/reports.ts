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
