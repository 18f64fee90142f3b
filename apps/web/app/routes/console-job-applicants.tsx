import { consolePages } from "@site/content/console";
import { JobNotFound, parseJobId } from "../features/console/jobs/job-id";
import { PipelineScreen } from "../features/console/pipeline/pipeline-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-job-applicants";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.applicants);

export default function ConsoleJobApplicantsRoute({ params }: Route.ComponentProps) {
  const jobId = parseJobId(params.jobId);
  return jobId === null ? <JobNotFound /> : <PipelineScreen jobId={jobId} />;
}
