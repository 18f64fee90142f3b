import { publishJob } from "@site/contract/api/job-posts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { call } from "#web/lib/api-client";

/** POST /api/publish_job: a draft goes public now. */
export function usePublishJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => call(publishJob, { jobId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.jobs }),
        queryClient.invalidateQueries({ queryKey: ["jobs"] }),
      ]),
  });
}
