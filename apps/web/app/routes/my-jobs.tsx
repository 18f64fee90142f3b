import { pages } from "@site/content/site";
import { MyJobsScreen } from "../features/job-posts/components/my-jobs-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/my-jobs";

export const meta: Route.MetaFunction = () => pageMeta(pages.myJobs);

export default function MyJobsRoute() {
  return <MyJobsScreen />;
}
