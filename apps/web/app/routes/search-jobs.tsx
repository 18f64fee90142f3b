import { pages } from "@site/content/site";
import { EarlyJobsRequest } from "../features/job-posts/components/early-jobs-request";
import { JobSearchScreen } from "../features/job-posts/components/job-search-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/search-jobs";

export const meta: Route.MetaFunction = () => pageMeta(pages.searchJobs);

export default function SearchJobsRoute() {
  return (
    <>
      <EarlyJobsRequest />
      <JobSearchScreen />
    </>
  );
}
