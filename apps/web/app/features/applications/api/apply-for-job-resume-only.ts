import { applyForJobResumeOnly } from "@site/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";
import { jobKeys } from "#web/lib/job-keys";

/**
 * POST /api/apply_for_job_resume_only: applies with a resume file only. A visitor sends no
 * token; signed in, `call` attaches the session token and the application is the account's
 * (docs/decisions/031-one-application-per-job-and-inline-pdf.md), so its list is reloaded.
 */
export function useApplyWithResumeOnly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof applyForJobResumeOnly>) => call(applyForJobResumeOnly, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.allMyApplications }),
  });
}
