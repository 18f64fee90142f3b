import { consolePages } from "@site/content/console";
import { JobEditorScreen } from "../features/job-posts/console/job-editor-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-job-new";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.newJob);

export default function ConsoleJobNewRoute() {
  return <JobEditorScreen jobId={null} />;
}
