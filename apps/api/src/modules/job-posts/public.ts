// What other parts of the server may use of the job-posts module: inserting job posts before the
// app runs (demo data, test fixtures), the public job search (the AI Agent lists open jobs), one job
// and its owner (applications: applying, and a job's applicants), the new matches of a saved search
// (job alerts), and the sanitizer of a post's HTML (the job page's prerendered post)
// (docs/decisions/023-import-boundaries.md).
import type { EmploymentType, Workplace } from "@site/contract/job-structure";
import type { JobsService } from "./jobs-service.ts";

export { createJobs, type NewJob } from "./create-job.ts";
export { sanitizeJobHtml } from "./job-html.ts";
export { jobOwner } from "./manage-jobs.ts";
export { type NewMatch, newMatches, type SavedSearch } from "./new-matches.ts";
export { findJob } from "./view-job.ts";

/** One page of open jobs for a keyword, as GET /api/search_jobs answers it. */
export type JobsSearch = JobsService["search"];

/** Structured conditions a caller adds to the keyword (the AI Agent's "part-time", "remote"). */
export interface JobConditions {
  employmentType?: EmploymentType;
  workplace?: Workplace;
}

/** The job search by keyword, with the job search's own filters: relevance first, no facet counts. */
export type KeywordSearch = (
  keyword: string,
  page: number,
  conditions?: JobConditions,
) => ReturnType<JobsSearch>;

export function searchByKeyword(jobs: JobsService, now: () => Date): KeywordSearch {
  return (keyword, page, conditions = {}) => {
    const filters = {
      employmentType: conditions.employmentType ? [conditions.employmentType] : [],
      workplace: conditions.workplace ? [conditions.workplace] : [],
      jobCountry: [],
      jobCity: [],
      companyName: [],
    };
    return jobs.search({ keyword, page, sort: "relevance", filters, facets: false }, now());
  };
}
