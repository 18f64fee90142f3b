import { pages } from "@site/content/site";
import { EarlyJobsRequest } from "../features/job-posts/components/early-jobs-request";
import { JobPostScreen } from "../features/job-posts/components/job-post-screen";
import { signedOutFirstHandle } from "../lib/static-page";
import type { Route } from "./+types/job";

// Its first HTML shows the header's signed-out links (docs/decisions/104).
export const handle = signedOutFirstHandle;

// No title here: the screen renders its own <title> ("{jobTitle} at {companyName}") once the
// post is loaded, and two <title> elements would compete.
export const meta: Route.MetaFunction = () => [{ name: "description", content: pages.jobPost.description }];

export default function JobPostRoute() {
  return (
    <>
      <EarlyJobsRequest />
      <JobPostScreen />
    </>
  );
}
