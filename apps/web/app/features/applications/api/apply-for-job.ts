import { applyForJob } from "@site/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";
import { jobKeys } from "#web/lib/job-keys";

/** POST /api/apply_for_job: applies with the signed-in candidate's profile and resume. */
export function useApplyForJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof applyForJob>) => call(applyForJob, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.allMyApplications }),
  });
}
