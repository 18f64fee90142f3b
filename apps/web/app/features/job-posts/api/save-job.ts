import { type Publication, postJob, updateJob } from "@site/contract/api/job-posts";
import type { JobPostInput } from "@site/contract/job-post";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { call } from "#web/lib/api-client";

/** POST /api/post_job (new) or /api/update_job (with a jobId); answers the job's id and a message. */
async function saveJob({
  jobId,
  job,
  publication = {},
}: {
  jobId: number | null;
  job: JobPostInput;
  /** A new post's publication (decision 074); absent publishes at once. */
  publication?: { publication?: Publication; publishAt?: string };
}) {
  if (jobId === null) return call(postJob, { job_post: job, ...publication });
  const { message } = await call(updateJob, { jobId, job_post: job });
  return { jobId, message };
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    // Search results show jobs too: drop them with the console's lists.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.jobs }),
        queryClient.invalidateQueries({ queryKey: ["jobs"] }),
      ]),
  });
}
