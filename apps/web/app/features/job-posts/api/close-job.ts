import { closeJob } from "@site/contract/api/job-posts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { call } from "#web/lib/api-client";

/** POST /api/close_job: no longer listed nor open to applications. */
export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => call(closeJob, { jobId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.jobs }),
        queryClient.invalidateQueries({ queryKey: ["jobs"] }),
      ]),
  });
}
