import { z } from "zod";
import { UPLOAD_BODY_LIMIT_BYTES } from "../constants.ts";
import { defineEndpoint } from "../endpoint.ts";
import { emailField, fileDataField, fileNameField, jobIdField, pageField, sessionToken } from "../fields.ts";
import { ipLimits } from "../ip-limits.ts";
import { messages } from "../messages.ts";
import { paged } from "../paged.ts";

export const RESUME_APPLICANT_NAME_MAX = 200;

/** The hiring pipeline: where each application stands (docs/decisions/037-hiring-pipeline.md). */
export const applicationStages = ["applied", "screening", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStage = (typeof applicationStages)[number];

/** A stage as people read it, in the console and on an applicant's status page. */
export const stageLabels: Record<ApplicationStage, string> = {
  applied: "Applied",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/**
 * What a candidate reads of a stage on "My applications" and in the mail that tells them of a move
 * (docs/decisions/043-candidate-application-tracker.md): the employer's words stay in the console.
 */
export const candidateStages = [
  "applied",
  "in-review",
  "interviewing",
  "offer",
  "hired",
  "not-selected",
] as const;
export type CandidateStage = (typeof candidateStages)[number];

export const candidateStageOf: Record<ApplicationStage, CandidateStage> = {
  applied: "applied",
  screening: "in-review",
  interview: "interviewing",
  offer: "offer",
  hired: "hired",
  rejected: "not-selected",
};

export const candidateStageLabels: Record<CandidateStage, string> = {
  applied: "Applied",
  "in-review": "In review",
  interviewing: "Interviewing",
  offer: "Offer",
  hired: "Hired",
  "not-selected": "Not selected",
};

/** The stages whose move can mail the candidate. */
export const mailingStages = ["hired", "rejected"] as const satisfies readonly ApplicationStage[];
export type MailingStage = (typeof mailingStages)[number];

/** How many applications one bulk move may carry. */
export const MOVE_BATCH_MAX = 200;
export const REJECTION_REASON_MAX = 500;
export const NOTE_MAX = 5000;

export const hiringMessages = {
  moved: (count: number, stage: ApplicationStage) =>
    count === 1
      ? `1 application moved to ${stageLabels[stage]}.`
      : `${count} applications moved to ${stageLabels[stage]}.`,
  reasonRequired: "Please give a reason for the rejection.",
  reasonTooLong: `The reason must be at most ${REJECTION_REASON_MAX} characters.`,
  chooseApplications: "Please choose at least one application.",
  tooMany: `Please move at most ${MOVE_BATCH_MAX} applications at once.`,
  applicationIdInvalid: "This is not a valid application.",
  stageInvalid: "Please choose a stage.",
  someNotFound: "One or more of these applications were not found. Nothing was changed.",
  someNotYours: "One or more of these applications belong to another employer's job. Nothing was changed.",
  applicationNotFound: "Application not found",
  notYours: "This application belongs to another employer's job.",
  noteRequired: "Please write a note.",
  noteTooLong: `A note must be at most ${NOTE_MAX} characters.`,
  noteAdded: "The note has been added.",
  linkInvalid:
    "This link is not valid or has expired. Please use the link in your most recent e-mail from us.",
  applicationGone: "This application was withdrawn or no longer exists.",
  withdrawn: "Your application has been withdrawn.",
} as const;

const authToken = sessionToken;
const stageField = z.enum(applicationStages, { error: hiringMessages.stageInvalid });
const applicationIdField = z
  .string({ error: hiringMessages.applicationIdInvalid })
  .uuid(hiringMessages.applicationIdInvalid);
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
  stage: z.enum(applicationStages),
  rejectionReason: z.string(),
  /** ISO 8601; empty while the application never moved. */
  stageChangedAt: z.string(),
  notes: z.number().int(),
});
export type PipelineApplicant = z.infer<typeof pipelineApplicant>;

export const jobPipeline = defineEndpoint({
  method: "POST",
  access: "employer-of-job",
  token: "authToken",
  path: "/api/job_pipeline",
  summary: "One job's applications with stage, contact and resume link (its employer or an admin)",
  tag: "hiring",
  body: z.object({ authToken, jobId: jobIdField("jobId") }),
  query: undefined,
  response: z.object({
    job: z.object({
      jobId: z.number().int(),
      jobTitle: z.string(),
      companyName: z.string(),
      status: z.enum(["open", "closed"]),
    }),
    data: z.array(pipelineApplicant),
  }),
});

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
  })
  .refine((body) => body.stage !== "rejected" || body.reason !== "", {
    error: hiringMessages.reasonRequired,
    path: ["reason"],
  });

export const moveApplications = defineEndpoint({
  method: "POST",
  access: "employer-of-job",
  token: "authToken",
  path: "/api/move_applications",
  summary:
    "Move one or many applications to a stage, all or none, optionally mailing the candidates (the jobs' employer or an admin)",
  tag: "hiring",
  body: moveBody,
  query: undefined,
  response: z.object({ message: z.string(), moved: z.number().int(), mailed: z.number().int() }),
});

export const previewStageMail = defineEndpoint({
  method: "POST",
  access: "employer-of-job",
  token: "authToken",
  path: "/api/preview_stage_mail",
  summary:
    "The mail a move to Hired or Rejected would send, and to how many (the jobs' employer or an admin)",
  tag: "hiring",
  body: z.object({
    authToken,
    applicationIds: applicationIdsField,
    stage: z.enum(mailingStages, { error: hiringMessages.stageInvalid }),
  }),
  query: undefined,
  response: z.object({
    subject: z.string(),
    text: z.string(),
    /** Applications whose candidate would get the mail. */
    recipients: z.number().int(),
    /** Applications without an address to mail. */
    withoutAddress: z.number().int(),
  }),
});

export const stageChange = z.object({
  fromStage: z.enum(applicationStages),
  toStage: z.enum(applicationStages),
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

export const applicationDetails = defineEndpoint({
  method: "POST",
  access: "employer-of-job",
  token: "authToken",
  path: "/api/application_details",
  summary: "One application's stage history and private notes, oldest first (the job's employer or an admin)",
  tag: "hiring",
  body: z.object({ authToken, applicationId: applicationIdField }),
  query: undefined,
  response: z.object({
    applicationId: z.string(),
    stage: z.enum(applicationStages),
    rejectionReason: z.string(),
    history: z.array(stageChange),
    notes: z.array(applicationNote),
  }),
});

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
      status: z.enum(["open", "closed"]),
      total: z.number().int(),
      stages: z.record(z.enum(applicationStages), z.number().int()),
    }),
  ),
});

/** The signed link of a resume-only application's confirmation mail (docs/decisions/038-application-status-links.md). */
const statusLinkBody = z.object({
  applicationId: z.string({ error: hiringMessages.linkInvalid }).uuid(hiringMessages.linkInvalid),
  token: z
    .string({ error: hiringMessages.linkInvalid })
    .min(1, hiringMessages.linkInvalid)
    .max(200, hiringMessages.linkInvalid),
});

export const applicationStatus = defineEndpoint({
  method: "POST",
  access: "signed-link",
  path: "/api/application_status",
  summary: "The stage of one application, for the holder of its signed status link (no account)",
  tag: "applications",
  ipLimit: ipLimits.statusLink,
  body: statusLinkBody,
  query: undefined,
  response: z.object({
    jobId: z.number().int(),
    appliedAt: z.string(),
    stage: z.enum(applicationStages),
  }),
});

export const withdrawByStatusLink = defineEndpoint({
  method: "POST",
  access: "signed-link",
  path: "/api/withdraw_application_by_link",
  summary: "Withdraw one application with its signed status link (no account)",
  tag: "applications",
  ipLimit: ipLimits.statusLink,
  body: statusLinkBody,
  query: undefined,
  response: z.object({ message: z.string() }),
});

export const applyForJob = defineEndpoint({
  method: "POST",
  path: "/api/apply_for_job",
  idempotent: true,
  summary: "Apply with the signed-in candidate's profile and resume",
  tag: "applications",
  access: "signed-in",
  token: "accessToken",
  body: z.object({ accessToken: sessionToken, jobId: jobIdField("jobId") }),
  query: undefined,
  response: z.object({ message: z.string() }),
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
    })
    .refine((body) => body.resumeData || body.resume_data, {
      error: messages.resumeRequired,
      path: ["resumeData"],
    }),
  query: undefined,
  response: z.object({ message: z.string() }),
  bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
});

export const applicationSummary = z.object({
  applicationId: z.string(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  appliedAt: z.string(),
  /** "submitted" while the job is open, "closed" once the post closed. */
  status: z.enum(["submitted", "closed"]),
  /** Where the employer has the application, as the candidate reads it. */
  stage: z.enum(candidateStages),
  /** When the stage last changed (the date of applying until the employer moves it). */
  stageChangedAt: z.string(),
  /** The stages the application went through, oldest first, starting with "applied". */
  history: z.array(z.object({ stage: z.enum(candidateStages), at: z.string() })),
});

export const myApplications = defineEndpoint({
  method: "POST",
  path: "/api/my_applications",
  summary: "The signed-in candidate's applications, newest first",
  tag: "applications",
  access: "signed-in",
  token: "accessToken",
  body: z.object({ accessToken: sessionToken }),
  query: undefined,
  response: z.object({ data: z.array(applicationSummary) }),
});

export const withdrawApplication = defineEndpoint({
  method: "POST",
  path: "/api/withdraw_application",
  summary: "Withdraw one of the signed-in candidate's applications",
  tag: "applications",
  access: "signed-in",
  token: "accessToken",
  body: z.object({
    accessToken: sessionToken,
    applicationId: z.string().uuid("applicationId is not valid."),
  }),
  query: undefined,
  response: z.object({ message: z.string() }),
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

export const hiringEndpoints = {
  jobPipeline,
  moveApplications,
  previewStageMail,
  applicationDetails,
  addApplicationNote,
  hiringOverview,
  applicationStatus,
  withdrawByStatusLink,
} as const;

/** Every endpoint of the applications domain: applying, the candidate's tracker, the employer's pipeline. */
export const applicationEndpoints = {
  applyForJob,
  applyForJobResumeOnly,
  myApplications,
  withdrawApplication,
  jobApplicants,
  ...hiringEndpoints,
} as const;
