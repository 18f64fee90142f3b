import { searchJobs } from "@site/contract/api/job-posts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type CallAnswer, call } from "#web/lib/api-client";
import { jobKeys } from "#web/lib/job-keys";
import { activeFilterCount, type SearchState, searchBodyOf, searchParamsOf } from "#web/lib/search-params";

/** The answer together with the search it answers, so the screen never mixes two searches. */
export interface SearchResult extends CallAnswer<typeof searchJobs> {
  keyword: string;
  page: number;
  /** Whether filters narrowed it: the header then counts the matches, not every open job. */
  filtered: boolean;
}

/**
 * POST /api/search_jobs with the search's filters and sort, asking for the facet counts, with
 * the stored token when there is one (the API is open to visitors unless the operator requires
 * sign-in, docs/product/product-choices.md).
 */
export const searchJobsQuery = (search: SearchState) =>
  queryOptions({
    // The URL's query string names a search exactly once.
    queryKey: jobKeys.search(searchParamsOf({ ...search, page: 1 }).toString(), search.page),
    queryFn: async (): Promise<SearchResult> => ({
      ...(await call(searchJobs, searchBodyOf(search))),
      keyword: search.term,
      page: search.page,
      filtered: activeFilterCount(search.filters) > 0,
    }),
    // The previous page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });

/** `enabled` false asks for nothing yet (the prerendered page before hydration). */
export function useSearchJobs(search: SearchState, enabled = true) {
  return useQuery({ ...searchJobsQuery(search), enabled });
}
