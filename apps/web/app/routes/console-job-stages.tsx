import { consolePages } from "@site/content/console";
import { StagesScreen } from "../features/applications/console/stages-screen";
import { JobNotFound, parseJobId } from "../features/job-posts/console/job-id";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-job-stages";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.stages);

export default function ConsoleJobStagesRoute({ params }: Route.ComponentProps) {
  const jobId = parseJobId(params.jobId);
  return jobId === null ? <JobNotFound /> : <StagesScreen key={jobId} jobId={jobId} />;
}
