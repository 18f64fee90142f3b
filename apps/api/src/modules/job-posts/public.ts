// What other parts of the server may use of the job-posts module: inserting job posts before the
// app runs (demo data, test fixtures), the public job search (the AI Agent lists open jobs), one job
// and its owner (applications: applying, and a job's applicants), the jobs an actor manages (the
// hiring overview and reports), the new matches of a saved search
// (job alerts), and the sanitizer of a post's HTML (the job page's prerendered post)
// (docs/decisions/023-import-boundaries.md).

import { jobFilterOf, type PostedWithin } from "@site/contract/job-filter";
import type { Seniority } from "@site/contract/job-seniority";
import type { EmploymentType, Workplace } from "@site/contract/job-structure";
import type { JobsService } from "./jobs-service.ts";
import { parseQuery } from "./query-understanding.ts";
import { foldSearchText } from "./search-text.ts";
import { understoodWords } from "./search-vocabulary.ts";

export { createJobs, type NewJob } from "./create-job.ts";
export { sanitizeJobHtml } from "./job-html.ts";
export { jobOwner, managedBy, readManagedJobs } from "./manage-jobs.ts";
export { checkNearCity } from "./near-city.ts";
export { type NewMatch, newMatches, type SavedSearch } from "./new-matches.ts";
// A signed-in candidate's job page and search carry their saved jobs (decisions 133, 134).
export { listSavedJobs } from "./saved-jobs.ts";
export { findJob } from "./view-job.ts";

/** One page of open jobs for a keyword, as GET /api/search_jobs answers it. */
export type JobsSearch = JobsService["search"];

/** Structured conditions a caller adds to the keyword (the AI Agent's "part-time", "remote"). */
export interface JobConditions {
  employmentType?: EmploymentType;
  workplace?: Workplace;
  /** "senior", "junior", "entry level" (docs/decisions/103-seniority-and-radius.md). */
  seniority?: Seniority;
  /** "posted this week": the job search's date-posted filter (decision 112). */
  postedWithin?: PostedWithin;
}

/** The words the job search understands (its vocabulary, workplaces, employment types, places). */
export const jobSearchWords = understoodWords;

/**
 * The city or country a text names, read as the job search reads its box ("whats open in berlin"):
 * its words, or undefined when it names none.
 */
export function jobPlaceIn(text: string): string[] | undefined {
  const { filters, pieces } = parseQuery(text);
  const place = filters.find((f) => f.kind === "city" || f.kind === "country");
  if (!place) return undefined;
  return place.pieces.flatMap((piece) =>
    foldSearchText(pieces[piece] ?? "")
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

/**
 * The workplace and employment type a text names, read as the job search reads its search box
 * (query-understanding.ts: "part-time", "remote", "work from home"), and the words that named
 * them. The first of each counts; places and salaries are left to the keyword.
 */
export function jobConditionsIn(text: string): { conditions: JobConditions; words: string[] } {
  const { filters, pieces } = parseQuery(text);
  const workplace = filters.find((f) => f.kind === "workplace");
  const employment = filters.find((f) => f.kind === "employmentType");
  const used = [workplace, employment].flatMap((f) => f?.pieces ?? []);
  return {
    conditions: {
      ...(employment ? { employmentType: employment.value } : {}),
      ...(workplace ? { workplace: workplace.value } : {}),
    },
    words: used.flatMap((piece) =>
      foldSearchText(pieces[piece] ?? "")
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  };
}

/** The job search by keyword, with the job search's own filters: relevance first, no facet counts. */
export type KeywordSearch = (
  keyword: string,
  page: number,
  conditions?: JobConditions & { employmentTypes?: readonly EmploymentType[] },
) => ReturnType<JobsSearch>;

export function searchByKeyword(jobs: JobsService, now: () => Date): KeywordSearch {
  return (keyword, page, conditions = {}) => {
    const filters = jobFilterOf({
      employmentType: conditions.employmentTypes
        ? [...conditions.employmentTypes]
        : conditions.employmentType
          ? [conditions.employmentType]
          : [],
      workplace: conditions.workplace ? [conditions.workplace] : [],
      seniority: conditions.seniority ? [conditions.seniority] : [],
      ...(conditions.postedWithin ? { postedWithin: conditions.postedWithin } : {}),
    });
    return jobs.search({ keyword, page, sort: "relevance", filters, facets: false }, now());
  };
}
