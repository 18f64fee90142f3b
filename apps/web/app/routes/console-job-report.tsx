import { reportPage } from "@site/content/applications/reports";
import { HiringReportScreen } from "../features/applications/console/hiring-report";
import { JobNotFound, parseJobId } from "../features/job-posts/console/job-id";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-job-report";

export const meta: Route.MetaFunction = () => pageMeta(reportPage);

export default function ConsoleJobReportRoute({ params }: Route.ComponentProps) {
  const jobId = parseJobId(params.jobId);
  return jobId === null ? <JobNotFound /> : <HiringReportScreen key={jobId} jobId={jobId} />;
}
