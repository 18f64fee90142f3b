import { withdrawApplication } from "@site/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";
import { jobKeys } from "#web/lib/job-keys";

/** POST /api/withdraw_application: removes one of the signed-in candidate's applications. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => call(withdrawApplication, { applicationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.allMyApplications }),
  });
}
