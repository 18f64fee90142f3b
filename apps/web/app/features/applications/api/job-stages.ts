import { jobStages, saveJobStages } from "@site/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { type CallAnswer, type CallInput, call } from "#web/lib/api-client";
import { useCallQuery } from "#web/lib/call-query";

export type JobStagesAnswer = CallAnswer<typeof jobStages>;

/** POST /api/job_stages: the job's stages in board order, with how many applications each holds. */
export function useJobStages(jobId: number) {
  return useCallQuery(jobStages, { jobId }, consoleKeys.stages(jobId), {
    staleTime: 0,
  });
}

/** POST /api/save_job_stages: the stages, the pipeline (moved applications) and the overview reload. */
export function useSaveJobStages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof saveJobStages> & { jobId: number }) => call(saveJobStages, input),
    onSuccess: (answer, input) => {
      queryClient.setQueryData(consoleKeys.stages(input.jobId), answer);
      return Promise.all([queryClient.invalidateQueries({ queryKey: consoleKeys.jobs })]);
    },
  });
}
