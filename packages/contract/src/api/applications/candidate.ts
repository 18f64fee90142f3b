// The candidate's side: applying (with a profile or a resume), the tracker, withdrawing, status links.
import { z } from "zod";
import { UPLOAD_BODY_LIMIT_BYTES } from "../../constants.ts";
import { defineEndpoint } from "../../endpoint.ts";
import {
  emailField,
  fileDataField,
  fileNameField,
  jobIdField,
  messageAnswer,
  sessionToken,
} from "../../fields.ts";
import { ipLimits } from "../../ip-limits.ts";
import { messages } from "../../messages.ts";
import { ownList } from "../../own-list.ts";
import { signedLinkCalls } from "./link-call.ts";
import { answersField } from "./questions.ts";
import { applicationStages, candidateStages, hiringMessages, RESUME_APPLICANT_NAME_MAX } from "./stages.ts";

/** The signed link of a resume-only application's confirmation mail (docs/decisions/038-application-status-links.md). */
const statusLinkCall = signedLinkCalls("applicationId", hiringMessages.linkInvalid, ipLimits.statusLink);

export const applicationStatus = statusLinkCall(
  "/api/application_status",
  "The stage of one application, for the holder of its signed status link (no account)",
  z.object({
    jobId: z.number().int(),
    /** The job's title and company: the site's own data, shown on the status page. */
    jobTitle: z.string(),
    companyName: z.string(),
    appliedAt: z.string(),
    /** When the hiring team first opened the application (ISO 8601), or null; absent from older servers (decision 095). */
    viewedAt: z.string().nullable().optional(),
    /** What the applicant reads of the stage (a stage of the job's own: see candidateCategoryOf). */
    stage: z.enum(applicationStages),
    /** The stage's name, when the employer shows it to candidates (docs/decisions/083-custom-pipeline-stages.md). */
    stageName: z.string().optional(),
  }),
);

export const withdrawByStatusLink = statusLinkCall(
  "/api/withdraw_application_by_link",
  "Withdraw one application with its signed status link (no account)",
  messageAnswer,
);

export const applyForJob = defineEndpoint({
  method: "POST",
  path: "/api/apply_for_job",
  idempotent: true,
  summary: "Apply with the signed-in candidate's profile and resume",
  tag: "applications",
  access: "signed-in",
  token: "accessToken",
  body: z.object({
    accessToken: sessionToken,
    jobId: jobIdField("jobId"),
    /** The answers to the job's application questions (docs/decisions/073-application-questions-and-knock-outs.md). */
    answers: answersField,
  }),
  query: undefined,
  response: messageAnswer,
});

export const applyForJobResumeOnly = defineEndpoint({
  method: "POST",
  path: "/api/apply_for_job_resume_only",
  idempotent: true,
  ipLimit: ipLimits.resumeApply,
  summary:
    "Apply with a resume only, without an account; with a session token the application is the signed-in account's (one per job)",
  tag: "applications",
  access: "visitor",
  // Read only to note who applies: signed in, the application is the account's (decision 031).
  token: "accessToken",
  body: z
    .object({
      /** Optional (docs/decisions/031-one-application-per-job-and-inline-pdf.md): signed in, the account applies once per job. */
      accessToken: sessionToken.nullable(),
      jobId: jobIdField("jobId"),
      fileName: fileNameField(messages.resumeRequired),
      resumeData: fileDataField,
      resume_data: fileDataField,
      /** Optional: receives a confirmation; without it the server looks for one in the resume. */
      email: z.union([emailField, z.literal("")]).optional(),
      /** Optional: the applicant's name, shown to the employer. */
      name: z
        .string({ error: "Your name must be text." })
        .trim()
        .max(RESUME_APPLICANT_NAME_MAX, `Your name must be at most ${RESUME_APPLICANT_NAME_MAX} characters.`)
        .optional(),
      /** The answers to the job's application questions, checked by the server. */
      answers: answersField,
    })
    .refine((body) => body.resumeData || body.resume_data, {
      error: messages.resumeRequired,
      path: ["resumeData"],
    }),
  query: undefined,
  response: messageAnswer,
  bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
});

export const applicationSummary = z.object({
  applicationId: z.string(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  appliedAt: z.string(),
  /** "submitted" while the job is open, "closed" once the post closed, "withdrawn" once the candidate withdrew it. */
  status: z.enum(["submitted", "closed", "withdrawn"]),
  /** ISO 8601, when the candidate withdrew it (decision 091); absent otherwise. */
  withdrawnAt: z.string().optional(),
  /** Where the employer has the application, as the candidate reads it. */
  stage: z.enum(candidateStages),
  /** The stage's name, when the employer shows it to candidates; else the words of `stage`. */
  stageName: z.string().optional(),
  /** When the stage last changed (the date of applying until the employer moves it). */
  stageChangedAt: z.string(),
  /** When the hiring team first opened the application (ISO 8601), or null; absent from older servers (decision 095). */
  viewedAt: z.string().nullable().optional(),
  /** The stages the application went through, oldest first, starting with "applied". */
  history: z.array(z.object({ stage: z.enum(candidateStages), name: z.string().optional(), at: z.string() })),
});

export const myApplications = ownList({
  path: "/api/my_applications",
  summary: "The signed-in candidate's applications, newest first",
  tag: "applications",
  access: "signed-in",
  item: applicationSummary,
});

export const withdrawApplication = defineEndpoint({
  method: "POST",
  path: "/api/withdraw_application",
  summary:
    "Withdraw one of the signed-in candidate's applications; it stays in their history as Withdrawn (a second withdrawal answers 409)",
  tag: "applications",
  access: "signed-in",
  token: "accessToken",
  body: z.object({
    accessToken: sessionToken,
    applicationId: z.string().uuid("applicationId is not valid."),
  }),
  query: undefined,
  response: messageAnswer,
});
