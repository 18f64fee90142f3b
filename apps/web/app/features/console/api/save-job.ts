import { type JobPostInput, postJob, updateJob } from "@site/contract/api/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";
import { consoleKeys } from "./console-keys";

/** POST /api/post_job (new) or /api/update_job (with a jobId); answers the job's id and a message. */
export async function saveJob({
  jobId,
  job,
}: {
  jobId: number | null;
  job: JobPostInput;
}): Promise<{ jobId: number; message: string }> {
  const authToken = requireAuthToken();
  if (jobId === null) return post(postJob.path, { authToken, job_post: job }, postJob.response);
  const { message } = await post(updateJob.path, { authToken, jobId, job_post: job }, updateJob.response);
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
