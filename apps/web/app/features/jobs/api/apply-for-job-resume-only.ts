import { applyForJobResumeOnly } from "@site/contract/api/jobs";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";

export interface ResumeOnlyApplication {
  jobId: number;
  fileName: string;
  /** The file as a data URL. */
  resumeData: string;
  /** Optional: receives a confirmation. */
  email?: string | undefined;
}

/** POST /api/apply_for_job_resume_only: a visitor applies with a resume file only (no token). */
export function applyWithResumeOnly(input: ResumeOnlyApplication): Promise<{ message: string }> {
  const { email, ...application } = input;
  return post(
    applyForJobResumeOnly.path,
    email ? { ...application, email } : application,
    applyForJobResumeOnly.response,
  );
}

export function useApplyWithResumeOnly() {
  return useMutation({ mutationFn: applyWithResumeOnly });
}
