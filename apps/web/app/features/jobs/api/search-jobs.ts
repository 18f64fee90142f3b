import { searchJobs as searchJobsEndpoint } from "@site/contract/api/jobs";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { post } from "../../../lib/api-client";
import { getAccessToken } from "../../../lib/session-store";
import { jobKeys } from "./job-keys";

export type SearchAnswer = z.infer<typeof searchJobsEndpoint.response>;

/** The answer together with the search it answers, so the screen never mixes two searches. */
export interface SearchResult extends SearchAnswer {
  keyword: string;
  page: number;
}

/**
 * POST /api/search_jobs. Sends the stored token when there is one (the API is open to
 * visitors unless the operator requires sign-in, docs/product/product-choices.md).
 */
export async function searchJobs(keyword: string, page: number): Promise<SearchResult> {
  const accessToken = getAccessToken();
  const body = { keyword, page, ...(accessToken ? { accessToken } : {}) };
  const answer = await post(searchJobsEndpoint.path, body, searchJobsEndpoint.response);
  return { ...answer, keyword, page };
}

export const searchJobsQuery = (keyword: string, page: number) =>
  queryOptions({
    queryKey: jobKeys.search(keyword, page),
    queryFn: () => searchJobs(keyword, page),
    // The previous page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });

export function useSearchJobs(keyword: string, page: number) {
  return useQuery(searchJobsQuery(keyword, page));
}
