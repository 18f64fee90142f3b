import { hiringOverview } from "@site/contract/api/applications";
import { keepPreviousData } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import type { CallAnswer } from "#web/lib/api-client";
import { useCallQuery } from "#web/lib/call-query";

export type HiringOverview = CallAnswer<typeof hiringOverview>;

/** POST /api/hiring_overview: applicants per stage of each job, a page of jobs at a time. */
export function useHiringOverview(page: number) {
  return useCallQuery(hiringOverview, { page }, consoleKeys.overview(page), {
    placeholderData: keepPreviousData,
  });
}
