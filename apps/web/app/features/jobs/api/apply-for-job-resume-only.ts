import { applyForJobResumeOnly } from "@site/contract/api/jobs";
import { useMutation } from "@tanstack/react-query";
import { type CallInput, call } from "../../../lib/api-client";

/** POST /api/apply_for_job_resume_only: a visitor applies with a resume file only (no token). */
export function useApplyWithResumeOnly() {
  return useMutation({
    mutationFn: (input: CallInput<typeof applyForJobResumeOnly>) => call(applyForJobResumeOnly, input),
  });
}
