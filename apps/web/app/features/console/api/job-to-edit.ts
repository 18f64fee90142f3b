import { type JobPost, viewJobPost } from "@site/contract/api/jobs";
import { useQuery } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";
import { consoleKeys } from "./console-keys";

/** POST /api/view_job_post: the job with its full description, open or closed, to edit it. */
export function fetchJobToEdit(jobId: number): Promise<JobPost> {
  return post(viewJobPost.path, { accessToken: requireAuthToken(), job_id: jobId }, viewJobPost.response);
}

export function useJobToEdit(jobId: number | null) {
  return useQuery({
    queryKey: consoleKeys.job(jobId ?? 0),
    queryFn: () => fetchJobToEdit(jobId ?? 0),
    enabled: jobId !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
