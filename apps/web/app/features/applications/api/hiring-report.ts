import { hiringReport } from "@site/contract/api/applications";
import { useQuery } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { type CallAnswer, call } from "#web/lib/api-client";

export type HiringReportAnswer = CallAnswer<typeof hiringReport>;

/** POST /api/hiring_report: one job's stage flow, sources and (for admins) EEO aggregates. */
export function useHiringReport(jobId: number) {
  return useQuery({
    queryKey: consoleKeys.report(jobId),
    queryFn: () => call(hiringReport, { jobId }),
    retry: false,
    staleTime: 0,
  });
}
