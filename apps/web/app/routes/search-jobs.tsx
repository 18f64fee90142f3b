import { pages } from "@site/content/site";
import { lazy, Suspense } from "react";
import { EarlyJobsRequest } from "../features/job-posts/components/early-jobs-request";
import { JobSearchScreen } from "../features/job-posts/components/job-search-screen";
import { pageMeta } from "../lib/page-meta";
import { signedOutFirstHandle } from "../lib/static-page";
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

// Its first HTML shows the header's signed-out links: a visitor's search starts the app only at
// its first use (docs/decisions/124-search-starts-the-app-on-use.md, as the job page's, 104).
export const handle = signedOutFirstHandle;

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
