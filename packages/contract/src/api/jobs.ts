import { z } from "zod";
import { SEARCH_PAGE_SIZE, UPLOAD_BODY_LIMIT_BYTES } from "../constants.ts";
import { defineEndpoint } from "../endpoint.ts";
import { emailField, fileDataField, fileNameField, jobIdField, pageField, sessionToken } from "../fields.ts";
import { ipLimits } from "../ip-limits.ts";
import { messages } from "../messages.ts";

export const KEYWORD_MAX = 200;
export const RESUME_APPLICANT_NAME_MAX = 200;

export const jobSummary = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  jobLocation: z.string(),
  jobSalary: z.string(),
  companyIconUrl: z.string(),
  /** ISO 8601 */
  postedDate: z.string(),
});
export type JobSummary = z.infer<typeof jobSummary>;

export const jobPost = jobSummary.extend({
  /** Sanitized HTML (allow-list); sanitize again before rendering. */
  jobDescription: z.string(),
  /** ISO 8601, or empty when the post does not expire. */
  validThrough: z.string(),
  status: z.enum(["open", "closed"]),
});
export type JobPost = z.infer<typeof jobPost>;

export const searchJobs = defineEndpoint({
  method: "POST",
  path: "/api/search_jobs",
  summary: `Full-text search of open jobs, ${SEARCH_PAGE_SIZE} a page`,
  tag: "jobs",
  access: "job-reader",
  token: "accessToken",
  body: z.object({
    accessToken: sessionToken.nullable(),
    keyword: z
      .string({ error: "keyword must be text." })
      .max(KEYWORD_MAX, `keyword must be at most ${KEYWORD_MAX} characters.`)
      .optional()
      .default(""),
    page: pageField,
  }),
  query: undefined,
  response: z.object({
    data: z.array(jobSummary),
    totalPages: z.number().int(),
    totalMatches: z.number().int(),
    totalCount: z.number().int(),
  }),
});

export const viewJobPost = defineEndpoint({
  method: "POST",
  path: "/api/view_job_post",
  summary: "One job post",
  tag: "jobs",
  access: "job-reader",
  token: "accessToken",
  body: z.object({ accessToken: sessionToken.nullable(), job_id: jobIdField("job_id") }),
  query: undefined,
  response: jobPost,
});

export const applyForJob = defineEndpoint({
  method: "POST",
  path: "/api/apply_for_job",
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

export const jobEndpoints = {
  searchJobs,
  viewJobPost,
  applyForJob,
  applyForJobResumeOnly,
  myApplications,
  withdrawApplication,
} as const;

export const jobMessages = {
  jobNotFound: "Job not found",
  jobClosed: "This job is no longer open for applications.",
  alreadyApplied: "You have already applied for this job.",
  noResumeOnProfile: "Please upload a resume to your profile before applying with it.",
  appliedWithProfile: "Successfully applied for the job with your profile!",
  withdrawn: "Your application has been withdrawn.",
  applicationNotFound: "Application not found",
  loginRequired: "Please log in to see jobs.",
} as const;
