// What other parts of the server may use of the job-posts module: inserting job posts before the
// app runs (demo data, test fixtures), the public job search (the AI Agent lists open jobs), one job
// and its owner (applications: applying, and a job's applicants), the new matches of a saved search
// (job alerts), and the sanitizer of a post's HTML (the job page's prerendered post)
// (docs/decisions/023-import-boundaries.md).
import type { JobsService } from "./jobs-service.ts";

export { createJobs, type NewJob } from "./create-job.ts";
export { sanitizeJobHtml } from "./job-html.ts";
export { jobOwner } from "./manage-jobs.ts";
export { type NewMatch, newMatches, type SavedSearch } from "./new-matches.ts";
export { findJob } from "./view-job.ts";

/** One page of open jobs for a keyword, as GET /api/search_jobs answers it. */
export type JobsSearch = JobsService["search"];

/** The job search by keyword alone: relevance first, no filters, no facet counts. */
export type KeywordSearch = (keyword: string, page: number) => ReturnType<JobsSearch>;

export function searchByKeyword(jobs: JobsService, now: () => Date): KeywordSearch {
  const filters = { employmentType: [], workplace: [], jobCountry: [], jobCity: [], companyName: [] };
  return (keyword, page) => jobs.search({ keyword, page, sort: "relevance", filters, facets: false }, now());
}
