import { consolePages } from "@site/content/console";
import { JobsScreen } from "../features/job-posts/console/jobs-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-jobs";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.jobs);

export default function ConsoleJobsRoute() {
  return <JobsScreen />;
}
