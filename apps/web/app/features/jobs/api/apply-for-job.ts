import { applyForJob as applyForJobEndpoint } from "@site/contract/api/jobs";
import { messages } from "@site/contract/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, post } from "../../../lib/api-client";
import { getAccessToken } from "../../../lib/session-store";
import { jobKeys } from "./job-keys";

/** POST /api/apply_for_job: applies with the signed-in candidate's profile and resume. */
export function applyForJob(jobId: number): Promise<{ message: string }> {
  const accessToken = getAccessToken();
  // Without a token the server answers 401 like for an expired one; say so without asking it.
  if (!accessToken) return Promise.reject(new ApiError(messages.accessTokenNotFound, 401));
  return post(applyForJobEndpoint.path, { accessToken, jobId }, applyForJobEndpoint.response);
}

export function useApplyForJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.allMyApplications }),
  });
}
