import { pages } from "@site/content/site";
import { EarlyJobsRequest } from "../features/job-posts/components/early-jobs-request";
import { JobPostScreen } from "../features/job-posts/components/job-post-screen";
import type { Route } from "./+types/job";

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
