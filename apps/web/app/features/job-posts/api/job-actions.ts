import { closeJob, publishJob } from "@site/contract/api/job-posts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { call } from "#web/lib/api-client";

/**
 * What an employer can do to one job from the list, by its id: POST /api/close_job (no longer
 * listed nor open to applications) and POST /api/publish_job (a draft goes public now).
 */
const jobActions = { close: closeJob, publish: publishJob } as const;

export type JobAction = keyof typeof jobActions;

/** One action on a job; the console's list and the public search are fetched again after it. */
export function useJobAction(action: JobAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => call(jobActions[action], { jobId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.jobs }),
        queryClient.invalidateQueries({ queryKey: ["jobs"] }),
      ]),
  });
}
