import { listMyJobs } from "@site/contract/api/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";
import { consoleKeys } from "./console-keys";

export type ManagedJob = z.infer<typeof listMyJobs.response>["data"][number];

/** POST /api/list_my_jobs: the employer's own jobs (an admin's: all), newest first. */
export function fetchManagedJobs(page: number) {
  return post(listMyJobs.path, { authToken: requireAuthToken(), page }, listMyJobs.response);
}

export function useManagedJobs(page: number) {
  return useQuery({
    queryKey: consoleKeys.jobList(page),
    queryFn: () => fetchManagedJobs(page),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
