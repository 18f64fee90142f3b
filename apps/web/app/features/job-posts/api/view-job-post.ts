import { viewJobPost } from "@site/contract/api/job-posts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, call } from "#web/lib/api-client";
import { jobKeys } from "#web/lib/job-keys";

/** POST /api/view_job_post (the spec's `job_id`); an unknown job answers 404 "Job not found". */
export const jobPostQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.post(jobId),
    queryFn: () => call(viewJobPost, { job_id: jobId }),
    // A missing job stays missing: retry only when the server gave no definite answer.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

/** The job post; disabled (and never pending a request) for an id that is not a job number. */
export function useJobPost(jobId: number | null) {
  return useQuery({ ...jobPostQuery(jobId ?? 0), enabled: jobId !== null });
}
