import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { jobIdField, sessionToken } from "../fields.ts";
import { ipLimits } from "../ip-limits.ts";
import { jobSummary } from "./jobs.ts";

/** How many jobs one account may keep saved (docs/decisions/033-faceted-search-and-saved-jobs.md). */
export const SAVED_JOBS_MAX = 500;

const message = z.object({ message: z.string() });

export const savedJob = jobSummary.extend({
  /** ISO 8601: when the job was saved. */
  savedAt: z.string(),
  /** A saved job stays listed after it closes. */
  status: z.enum(["open", "closed"]),
});
export type SavedJob = z.infer<typeof savedJob>;

export const saveJob = defineEndpoint({
  method: "POST",
  path: "/api/save_job",
  summary: "Save a job to the signed-in user's saved jobs (saving it again changes nothing)",
  tag: "saved jobs",
  access: "signed-in",
  token: "accessToken",
  ipLimit: ipLimits.savedJobs,
  body: z.object({ accessToken: sessionToken, jobId: jobIdField("jobId") }),
  query: undefined,
  response: message,
});

export const unsaveJob = defineEndpoint({
  method: "POST",
  path: "/api/unsave_job",
  summary: "Remove a job from the signed-in user's saved jobs (removing it again changes nothing)",
  tag: "saved jobs",
  access: "signed-in",
  token: "accessToken",
  ipLimit: ipLimits.savedJobs,
  body: z.object({ accessToken: sessionToken, jobId: jobIdField("jobId") }),
  query: undefined,
  response: message,
});

export const savedJobs = defineEndpoint({
  method: "POST",
  path: "/api/saved_jobs",
  summary: "The signed-in user's saved jobs, the latest saved first",
  tag: "saved jobs",
  access: "signed-in",
  token: "accessToken",
  body: z.object({ accessToken: sessionToken }),
  query: undefined,
  response: z.object({ data: z.array(savedJob) }),
});

export const savedJobEndpoints = { saveJob, unsaveJob, savedJobs } as const;

export const savedJobMessages = {
  saved: "Job saved.",
  removed: "Job removed from your saved jobs.",
  tooMany: `You can keep up to ${SAVED_JOBS_MAX} saved jobs. Remove some to save more.`,
} as const;
