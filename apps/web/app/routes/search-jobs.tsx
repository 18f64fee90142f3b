import { pages } from "@site/content/site";
import { lazy, Suspense } from "react";
import { EarlyJobsRequest } from "../features/job-posts/components/early-jobs-request";
import { JobSearchScreen } from "../features/job-posts/components/job-search-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/search-jobs";

/**
 * A signed-in candidate's applications beside the results, as a chunk of its own: a visitor's
 * search never fetches it (issue 32, docs/decisions/116-forms-load-on-first-use.md).
 */
const MyApplications = lazy(() =>
  import("../features/applications/components/my-applications").then((module) => ({
    default: module.MyApplications,
  })),
);

export const meta: Route.MetaFunction = () => pageMeta(pages.searchJobs);

export default function SearchJobsRoute() {
  return (
    <>
      <EarlyJobsRequest />
      <JobSearchScreen
        applications={
          <Suspense fallback={null}>
            <MyApplications />
          </Suspense>
        }
      />
    </>
  );
}
