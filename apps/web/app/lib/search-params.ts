import { KEYWORD_MAX, type SearchSort, type searchJobs, searchSorts } from "@site/contract/api/job-posts";
import { PAGE_MAX } from "@site/contract/fields";
import {
  type JobFilter,
  jobFilterBody,
  jobFilterCount,
  jobFilterFromParams,
  jobFilterToParams,
  noJobFilter,
} from "@site/contract/job-filter";
import type { CallInput } from "./api-client";

/**
 * The filters of a search as the page holds them: the contract's job filter, its URL parameters
 * and body fields (docs/decisions/070-one-job-filter.md).
 */
export type SearchFilters = JobFilter;

/** A search as it lives in the URL, so it can be shared and survives a reload. */
export interface SearchState {
  term: string;
  page: number;
  sort: SearchSort;
  filters: SearchFilters;
  /** Search the words as typed, without correcting them ("Search instead for …", ?exact=1). */
  exact?: boolean;
}

export const noFilters: SearchFilters = noJobFilter;

/** The keyword as the API gets it: trimmed, at most KEYWORD_MAX characters. */
export function normalizeTerm(value: string): string {
  return value.trim().slice(0, KEYWORD_MAX);
}

/** How many filters narrow the search (a salary floor and its currency count once). */
export const activeFilterCount = jobFilterCount;

const isSort = (value: string): value is SearchSort => (searchSorts as readonly string[]).includes(value);

/**
 * Reads ?q=&page=&sort= and the filters; a value the API would refuse is left out (a page that
 * is not a number from 1 means page 1), so a hand-edited link still searches.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const term = normalizeTerm(params.get("q") ?? "");
  const raw = params.get("page");
  const page = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 1;
  const sort = params.get("sort") ?? "";
  return {
    term,
    page: page >= 1 ? Math.min(page, PAGE_MAX) : 1,
    sort: isSort(sort) ? sort : "relevance",
    ...(params.get("exact") === "1" ? { exact: true } : {}),
    filters: jobFilterFromParams(params),
  };
}

/** The query string of a search; defaults (no term, page 1, relevance, no filter) are left out. */
export function searchParamsOf({ term, page, sort, filters, exact }: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (term !== "") params.set("q", term);
  jobFilterToParams(filters, params);
  if (sort !== "relevance") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  if (exact) params.set("exact", "1");
  return params;
}

/** The body of POST /api/search_jobs for a search: only the filters it uses, and the facets. */
export function searchBodyOf({
  term,
  page,
  sort,
  filters,
  exact,
}: SearchState): CallInput<typeof searchJobs> {
  return {
    keyword: term,
    page,
    ...(exact ? { exact } : {}),
    ...(sort !== "relevance" ? { sort } : {}),
    ...jobFilterBody(filters),
    facets: true,
  };
}
