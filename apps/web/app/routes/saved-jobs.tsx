import { pages } from "@site/content/site";
import { SavedJobsScreen } from "../features/job-posts/components/saved-jobs-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/saved-jobs";

export const meta: Route.MetaFunction = () => pageMeta(pages.savedJobs);

export default function SavedJobsRoute() {
  return <SavedJobsScreen />;
}
