import { listMyJobs } from "@site/contract/api/job-posts";
import { useQuery } from "@tanstack/react-query";
import { consoleKeys, consoleListQuery } from "#web/layouts/console/console-keys";
import { type CallAnswer, call } from "#web/lib/api-client";

export type ManagedJob = CallAnswer<typeof listMyJobs>["data"][number];

/** POST /api/list_my_jobs: the employer's own jobs (an admin's: all), newest first. */
export function useManagedJobs(page: number) {
  return useQuery({
    queryKey: consoleKeys.jobList(page),
    queryFn: () => call(listMyJobs, { page }),
    ...consoleListQuery,
  });
}
