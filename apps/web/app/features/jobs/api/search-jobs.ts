import { searchJobs } from "@site/contract/api/jobs";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type CallAnswer, call } from "../../../lib/api-client";
import { jobKeys } from "./job-keys";

/** The answer together with the search it answers, so the screen never mixes two searches. */
export interface SearchResult extends CallAnswer<typeof searchJobs> {
  keyword: string;
  page: number;
}

/**
 * POST /api/search_jobs, with the stored token when there is one (the API is open to visitors
 * unless the operator requires sign-in, docs/product/product-choices.md).
 */
export const searchJobsQuery = (keyword: string, page: number) =>
  queryOptions({
    queryKey: jobKeys.search(keyword, page),
    queryFn: async (): Promise<SearchResult> => ({
      ...(await call(searchJobs, { keyword, page })),
      keyword,
      page,
    }),
    // The previous page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });

export function useSearchJobs(keyword: string, page: number) {
  return useQuery(searchJobsQuery(keyword, page));
}
