import { consolePages } from "@site/content/console";
import { ApplicantsScreen } from "../features/console/jobs/applicants-screen";
import { JobNotFound, parseJobId } from "../features/console/jobs/job-id";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-job-applicants";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.applicants);

export default function ConsoleJobApplicantsRoute({ params }: Route.ComponentProps) {
  const jobId = parseJobId(params.jobId);
  return jobId === null ? <JobNotFound /> : <ApplicantsScreen jobId={jobId} />;
}
