import { consolePages } from "@site/content/console";
import { PipelineScreen } from "../features/applications/console/pipeline-screen";
import { JobNotFound, parseJobId } from "../features/job-posts/console/job-id";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-job-applicants";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.applicants);

export default function ConsoleJobApplicantsRoute({ params }: Route.ComponentProps) {
  const jobId = parseJobId(params.jobId);
  return jobId === null ? <JobNotFound /> : <PipelineScreen jobId={jobId} />;
}
