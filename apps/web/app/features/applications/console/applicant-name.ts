import { pipelineCopy } from "@site/content/applications/pipeline";
import type { PipelineApplicant } from "../api/job-pipeline";

/** How an applicant is named on screen and in control labels: name, else address, else "(no name)". */
export const applicantName = (applicant: PipelineApplicant): string =>
  applicant.applicantName || applicant.applicantEmail || pipelineCopy.noName;
