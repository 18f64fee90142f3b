import { jobPipeline } from "@site/contract/api/applications";
import { consoleKeys } from "#web/layouts/console/console-keys";
import type { CallAnswer } from "#web/lib/api-client";
import { useCallQuery } from "#web/lib/call-query";

export type Pipeline = CallAnswer<typeof jobPipeline>;
export type PipelineApplicant = Pipeline["data"][number];

/** POST /api/job_pipeline: the job and its applications with stage, contact and resume link. */
export function useJobPipeline(jobId: number) {
  return useCallQuery(jobPipeline, { jobId }, consoleKeys.pipeline(jobId), {
    // The resume links expire: always load fresh ones.
    staleTime: 0,
  });
}
