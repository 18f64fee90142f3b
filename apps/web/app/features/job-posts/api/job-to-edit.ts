import { viewJobPost } from "@site/contract/api/job-posts";
import { useQuery } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { call } from "#web/lib/api-client";

/** POST /api/view_job_post: the job with its full description, open or closed, to edit it. */
export function useJobToEdit(jobId: number | null) {
  return useQuery({
    queryKey: consoleKeys.job(jobId ?? 0),
    queryFn: () => call(viewJobPost, { job_id: jobId ?? 0 }),
    enabled: jobId !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
