// The employer's side: a job's pipeline, moves and stage mails, notes, the overview, the applicants' list.
import { z } from "zod";
import { consoleBody } from "../../console-call.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { jobIdField, pageField, sessionToken } from "../../fields.ts";
import { paged } from "../../paged.ts";
import { jobStatuses } from "../job-posts/publication.ts";
import { applicationIdField, hiringCall, onApplication, onJob } from "./hiring-call.ts";
import { interviewStatuses } from "./interviews.ts";
import { applicationAnswer } from "./questions.ts";
import { candidateReasonField, mailDelayHoursField } from "./rejections.ts";
import {
  hiringMessages,
  MOVE_BATCH_MAX,
  mailingStages,
  NOTE_MAX,
  REJECTION_REASON_MAX,
  STAGE_KEY_PATTERN,
} from "./stages.ts";

const authToken = sessionToken;
/** A stage's key: Applied, Hired, Rejected or one of the job's own (docs/decisions/083-custom-pipeline-stages.md). */
const stageField = z
  .string({ error: hiringMessages.stageInvalid })
  .regex(STAGE_KEY_PATTERN, hiringMessages.stageInvalid);
const applicationIdsField = z
  .array(applicationIdField, { error: hiringMessages.chooseApplications })
  .min(1, hiringMessages.chooseApplications)
  .max(MOVE_BATCH_MAX, hiringMessages.tooMany);

export const pipelineApplicant = z.object({
  applicationId: z.string(),
  appliedAt: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  applicantPhone: z.string(),
  /** The e-mail address was read from the resume, not typed by the applicant. */
  emailFromResume: z.boolean(),
  /** "profile": applied with an account's profile; "resume": a visitor with a resume only. */
  source: z.enum(["profile", "resume"]),
  resumeName: z.string(),
  /** A short-lived signed download link, or empty without a resume. */
  resumeLink: z.string(),
  /** The key of the application's stage (job_stages). */
  stage: z.string(),
  rejectionReason: z.string(),
  /** ISO 8601; empty while the application never moved. */
  stageChangedAt: z.string(),
  notes: z.number().int(),
  /** The latest interview offer or booking (docs/decisions/082-interview-scheduling.md), or null. */
  interview: z.object({ status: z.enum(interviewStatuses), bookedStart: z.string().nullable() }).nullable(),
});
export type PipelineApplicant = z.infer<typeof pipelineApplicant>;

export const jobPipeline = hiringCall(
  "/api/job_pipeline",
  "One job's applications with stage, contact and resume link (its employer or an admin)",
  onJob,
  z.object({
    job: z.object({
      jobId: z.number().int(),
      jobTitle: z.string(),
      companyName: z.string(),
      status: z.enum(jobStatuses),
    }),
    data: z.array(pipelineApplicant),
    /**
     * Applications their applicants withdrew, newest first (decision 091): the stage they had
     * reached and the dates only, since withdrawing removes the applicant's data from the job.
     */
    withdrawn: z
      .array(z.object({ stage: z.string(), appliedAt: z.string(), withdrawnAt: z.string() }))
      .default([]),
  }),
);

const moveBody = z
  .object({
    authToken,
    applicationIds: applicationIdsField,
    stage: stageField,
    /** Required for Rejected: why (kept with the application, never mailed). */
    reason: z
      .string({ error: hiringMessages.reasonRequired })
      .trim()
      .max(REJECTION_REASON_MAX, hiringMessages.reasonTooLong)
      .optional()
      .default(""),
    /** Mail the candidates (Hired and Rejected only); defaults to true for Rejected, false for Hired. */
    sendMail: z.boolean({ error: "Send mail must be true or false." }).optional(),
    /** Rejected: the reason the candidate reads, from a fixed list (the team's `reason` is never mailed). */
    candidateReason: candidateReasonField,
    /** Hired and Rejected: hours the mail waits in the outbox before it goes (0 by default). */
    mailDelayHours: mailDelayHoursField,
  })
  .refine((body) => body.stage !== "rejected" || body.reason !== "", {
    error: hiringMessages.reasonRequired,
    path: ["reason"],
  });

export const moveApplications = hiringCall(
  "/api/move_applications",
  "Move one or many applications to a stage, all or none, optionally mailing the candidates (the jobs' employer or an admin)",
  moveBody,
  z.object({ message: z.string(), moved: z.number().int(), mailed: z.number().int() }),
);

export const previewStageMail = hiringCall(
  "/api/preview_stage_mail",
  "The mail a move to Hired or Rejected would send, and to how many (the jobs' employer or an admin)",
  consoleBody({
    applicationIds: applicationIdsField,
    stage: z.enum(mailingStages, { error: hiringMessages.stageInvalid }),
    candidateReason: candidateReasonField,
  }),
  z.object({
    subject: z.string(),
    text: z.string(),
    /** Applications whose candidate would get the mail. */
    recipients: z.number().int(),
    /** Applications without an address to mail. */
    withoutAddress: z.number().int(),
  }),
);

export const stageChange = z.object({
  fromStage: z.string(),
  toStage: z.string(),
  reason: z.string(),
  movedBy: z.string(),
  movedAt: z.string(),
  mailed: z.boolean(),
});

export const applicationNote = z.object({
  noteId: z.string(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNote>;

export const applicationDetails = hiringCall(
  "/api/application_details",
  "One application's stage history and private notes, oldest first (the job's employer or an admin)",
  onApplication,
  z.object({
    applicationId: z.string(),
    stage: z.string(),
    rejectionReason: z.string(),
    history: z.array(stageChange),
    notes: z.array(applicationNote),
    /** The applicant's answers to the job's questions, in the job's order, as worded when they applied. */
    answers: z.array(applicationAnswer),
  }),
);

export const addApplicationNote = defineEndpoint({
  method: "POST",
  access: "employer-of-job",
  token: "authToken",
  path: "/api/add_application_note",
  idempotent: true,
  summary: "Add a private note to an application (the job's employer or an admin)",
  tag: "hiring",
  body: z.object({
    authToken,
    applicationId: applicationIdField,
    body: z
      .string({ error: hiringMessages.noteRequired })
      .trim()
      .min(1, hiringMessages.noteRequired)
      .max(NOTE_MAX, hiringMessages.noteTooLong),
  }),
  query: undefined,
  response: z.object({ message: z.string(), note: applicationNote }),
});

export const hiringOverview = defineEndpoint({
  method: "POST",
  access: "employer",
  token: "authToken",
  path: "/api/hiring_overview",
  summary:
    "Applicants per stage of each job, newest job first, paged (the employer's own jobs; an admin sees all)",
  tag: "hiring",
  body: z.object({ authToken, page: pageField }),
  query: undefined,
  response: paged(
    z.object({
      jobId: z.number().int(),
      jobTitle: z.string(),
      companyName: z.string(),
      status: z.enum(jobStatuses),
      total: z.number().int(),
      /** Applications per stage key: the fixed ends and each of the job's own stages. */
      stages: z.record(z.string(), z.number().int()),
      /** The job's own stages between Applied and Hired, in board order, named (decision 083). */
      between: z.array(z.object({ name: z.string(), applications: z.number().int() })),
    }),
  ),
});

export const jobApplicants = defineEndpoint({
  method: "POST",
  path: "/api/job_applicants",
  summary: "Applications to one job, with a signed resume link each (its employer or an admin)",
  tag: "employer",
  access: "employer-of-job",
  token: "authToken",
  body: z.object({ authToken, jobId: jobIdField("jobId") }),
  query: undefined,
  response: z.object({
    data: z.array(
      z.object({
        applicationId: z.string(),
        appliedAt: z.string(),
        applicantEmail: z.string(),
        applicantName: z.string(),
        withProfile: z.boolean(),
        resumeName: z.string(),
        resumeLink: z.string(),
      }),
    ),
  }),
});
