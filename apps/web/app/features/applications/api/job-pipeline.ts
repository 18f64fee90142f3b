import { jobPipeline } from "@site/contract/api/applications";
import { useQuery } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { type CallAnswer, call } from "#web/lib/api-client";

export type Pipeline = CallAnswer<typeof jobPipeline>;
export type PipelineApplicant = Pipeline["data"][number];

/** POST /api/job_pipeline: the job and its applications with stage, contact and resume link. */
export function useJobPipeline(jobId: number) {
  return useQuery({
    queryKey: consoleKeys.pipeline(jobId),
    queryFn: () => call(jobPipeline, { jobId }),
    retry: false,
    // The resume links expire: always load fresh ones.
    staleTime: 0,
  });
}
