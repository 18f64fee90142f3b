import { hiringReport } from "@site/contract/api/applications";
import { consoleKeys } from "#web/layouts/console/console-keys";
import type { CallAnswer } from "#web/lib/api-client";
import { useCallQuery } from "#web/lib/call-query";

export type HiringReportAnswer = CallAnswer<typeof hiringReport>;

/** POST /api/hiring_report: one job's stage flow, sources and (for admins) EEO aggregates. */
export function useHiringReport(jobId: number) {
  return useCallQuery(hiringReport, { jobId }, consoleKeys.report(jobId), { staleTime: 0 });
}
