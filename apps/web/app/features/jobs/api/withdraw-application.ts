import { withdrawApplication as withdrawEndpoint } from "@site/contract/api/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";
import { getAccessToken } from "../../../lib/session-store";
import { jobKeys } from "./job-keys";

/** POST /api/withdraw_application: removes one of the signed-in candidate's applications. */
export function withdrawApplication(applicationId: string): Promise<{ message: string }> {
  const accessToken = getAccessToken() ?? undefined;
  return post(withdrawEndpoint.path, { accessToken, applicationId }, withdrawEndpoint.response);
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.allMyApplications }),
  });
}
