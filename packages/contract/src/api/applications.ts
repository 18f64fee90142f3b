// The applications domain: an application's life from applying to the employer's decision. One
// file per part under applications/; importers name this file.
import {
  applicationStatus,
  applyForJob,
  applyForJobResumeOnly,
  myApplications,
  withdrawApplication,
  withdrawByStatusLink,
} from "./applications/candidate.ts";
import {
  applicationInterview,
  cancelInterview,
  interviewInvitation,
  offerInterview,
  pickInterviewSlot,
} from "./applications/interviews.ts";
import { jobStages, saveJobStages } from "./applications/job-stages.ts";
import {
  addApplicationNote,
  applicationDetails,
  hiringOverview,
  jobApplicants,
  jobPipeline,
  moveApplications,
  previewStageMail,
} from "./applications/pipeline.ts";
import { applicationQuestions, jobQuestionsForEmployer, saveJobQuestions } from "./applications/questions.ts";
import { hiringReport, hiringReportAcrossJobs } from "./applications/reports.ts";
import { applicationScorecards, submitScorecard } from "./applications/scorecards.ts";

export * from "./applications/candidate.ts";
export * from "./applications/interviews.ts";
export * from "./applications/job-stages.ts";
export * from "./applications/pipeline.ts";
export * from "./applications/questions.ts";
export * from "./applications/rejections.ts";
export * from "./applications/reports.ts";
export * from "./applications/scorecards.ts";
export * from "./applications/stages.ts";

export const hiringEndpoints = {
  jobPipeline,
  moveApplications,
  previewStageMail,
  applicationDetails,
  addApplicationNote,
  hiringOverview,
  hiringReport,
  hiringReportAcrossJobs,
  applicationStatus,
  withdrawByStatusLink,
  jobQuestionsForEmployer,
  saveJobQuestions,
  submitScorecard,
  applicationScorecards,
  jobStages,
  saveJobStages,
  offerInterview,
  cancelInterview,
  applicationInterview,
  interviewInvitation,
  pickInterviewSlot,
} as const;

/** Every endpoint of the applications domain: applying, the candidate's tracker, the employer's pipeline. */
export const applicationEndpoints = {
  applyForJob,
  applyForJobResumeOnly,
  applicationQuestions,
  myApplications,
  withdrawApplication,
  jobApplicants,
  ...hiringEndpoints,
} as const;
