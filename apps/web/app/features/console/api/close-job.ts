import { closeJob as closeJobEndpoint } from "@site/contract/api/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";
import { consoleKeys } from "./console-keys";

/** POST /api/close_job: no longer listed nor open to applications. */
export function closeJob(jobId: number) {
  return post(closeJobEndpoint.path, { authToken: requireAuthToken(), jobId }, closeJobEndpoint.response);
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.jobs }),
        queryClient.invalidateQueries({ queryKey: ["jobs"] }),
      ]),
  });
}
