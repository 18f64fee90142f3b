import {
  applicationQuestions,
  jobQuestionsForEmployer,
  saveJobQuestions,
} from "@site/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";
import { useCallQuery } from "#web/lib/call-query";

const questionKeys = {
  asked: (jobId: number) => ["application-questions", jobId] as const,
  employer: (jobId: number) => ["job-questions", jobId] as const,
};

/** POST /api/application_questions: what an open job asks its applicants. */
export function useApplicationQuestions(jobId: number) {
  return useCallQuery(applicationQuestions, { jobId }, questionKeys.asked(jobId));
}

/** POST /api/job_questions: a job's questions with their knock-out answers, for its employer. */
export function useJobQuestions(jobId: number) {
  return useCallQuery(jobQuestionsForEmployer, { jobId }, questionKeys.employer(jobId));
}

/** POST /api/save_job_questions: replaces the job's questions; both lists reload. */
export function useSaveJobQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof saveJobQuestions> & { jobId: number }) =>
      call(saveJobQuestions, input),
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questionKeys.employer(input.jobId) }),
        queryClient.invalidateQueries({ queryKey: questionKeys.asked(input.jobId) }),
      ]),
  });
}
