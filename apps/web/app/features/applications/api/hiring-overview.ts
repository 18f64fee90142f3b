import { hiringOverview } from "@site/contract/api/applications";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { type CallAnswer, call } from "#web/lib/api-client";

export type HiringOverview = CallAnswer<typeof hiringOverview>;

/** POST /api/hiring_overview: applicants per stage of each job, a page of jobs at a time. */
export function useHiringOverview(page: number) {
  return useQuery({
    queryKey: consoleKeys.overview(page),
    queryFn: () => call(hiringOverview, { page }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
