import type { JobPost, JobSummary } from "@site/contract/api/job-posts";
import type { ReactNode } from "react";
import { MyApplications } from "#web/features/applications/public";
import { JobPostScreen } from "#web/features/job-posts/components/job-post-screen";
import { JobSearchScreen } from "#web/features/job-posts/components/job-search-screen";
import { paths } from "#web/lib/paths";
import { noJobFacts } from "./job-facts";
import { renderScreens } from "./render-screens";

/**
 * Renders the job screens (see renderScreens), starting at `path`; `extra` is shown at
 * /with-extra. The API is stood in for at the HTTP boundary only (stubApi).
 */
export function renderJobsRoute(path: string, extra?: ReactNode) {
  return renderScreens(path, {
    [paths.searchJobs]: <JobSearchScreen applications={<MyApplications />} />,
    "/job/:jobId": <JobPostScreen />,
    "/with-extra": extra,
  });
}

export { currentPath } from "./render-screens";

export { stubApi } from "./stub-api";

export function jobSummary(jobId: number, overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    jobId,
    jobTitle: `Engineer ${jobId}`,
    companyName: `Company ${jobId}`,
    jobLocation: "Austin, TX",
    jobSalary: "$120,000 - $140,000 / year",
    companyIconUrl: "",
    postedDate: "2026-01-05T12:00:00.000Z",
    employmentType: null,
    workplace: null,
    ...overrides,
  };
}

export function jobPost(overrides: Partial<JobPost> = {}): JobPost {
  return {
    ...jobSummary(7, {
      jobTitle: "Senior DevOps Engineer",
      companyName: "Bluepeak Cloud",
      jobSalary: "$145,000 - $170,000 / year",
    }),
    jobDescription: "<h3>About us</h3><p>We ship <strong>often</strong>.</p>",
    validThrough: "2026-03-06T12:00:00.000Z",
    status: "open",
    publishAt: null,
    ...noJobFacts,
    ...overrides,
  };
}

/** A search answer: `count` rows of page `page`, SEARCH_PAGE_SIZE a page. */
export function searchAnswer(page: number, totalMatches: number, totalCount = totalMatches) {
  const totalPages = Math.ceil(totalMatches / 10);
  const first = (page - 1) * 10 + 1;
  const rows = page <= totalPages ? Math.min(10, totalMatches - first + 1) : 0;
  return {
    data: Array.from({ length: rows }, (_, index) => jobSummary(first + index)),
    totalPages,
    totalMatches,
    totalCount,
  };
}
