import { consolePages } from "@site/content/console";
import { JobEditorScreen } from "../features/job-posts/console/job-editor-screen";
import { JobNotFound, parseJobId } from "../features/job-posts/console/job-id";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-job-edit";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.editJob);

export default function ConsoleJobEditRoute({ params }: Route.ComponentProps) {
  const jobId = parseJobId(params.jobId);
  // Keyed by job, so moving from one job to another starts a fresh form.
  return jobId === null ? <JobNotFound /> : <JobEditorScreen key={jobId} jobId={jobId} />;
}
