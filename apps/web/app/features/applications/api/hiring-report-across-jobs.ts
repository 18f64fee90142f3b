import { hiringReportAcrossJobs } from "@site/contract/api/applications";
import { consoleKeys } from "#web/layouts/console/console-keys";
import type { CallAnswer } from "#web/lib/api-client";
import { useCallQuery } from "#web/lib/call-query";

export type HiringReportAcrossJobsAnswer = CallAnswer<typeof hiringReportAcrossJobs>;

/** POST /api/hiring_report_across_jobs: the figures of every job the caller may see over a range of days. */
export function useHiringReportAcrossJobs(from: string, to: string) {
  return useCallQuery(hiringReportAcrossJobs, { from, to }, consoleKeys.reportAcrossJobs(from, to), {
    staleTime: 0,
  });
}
