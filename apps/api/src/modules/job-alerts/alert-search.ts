import type { CreateJobAlertBody, JobAlert, UpdateJobAlertBody } from "@site/contract/api/job-alerts";
import {
  describeJobSearch,
  type JobFilter,
  type JobFilterInput,
  jobFilterOf,
  jobFilterToParams,
} from "@site/contract/job-filter";
import type { jobAlerts } from "#api/db/schema.ts";
import { checkNearCity, type SavedSearch } from "#api/modules/job-posts/public.ts";

type AlertRow = typeof jobAlerts.$inferSelect;

/** The filters column of an alert: the contract's job filter without "posted within" (decision 070). */
export type StoredFilters = Omit<JobFilter, "postedWithin">;

/** The filters an alert keeps; a place the location box does not know is refused in words (decision 103). */
export function storedFiltersOf(body: CreateJobAlertBody | UpdateJobAlertBody): StoredFilters {
  checkNearCity(body.nearCity);
  const { postedWithin: _, ...stored } = jobFilterOf(body);
  return stored;
}

/** The lists every stored filter has had since alerts exist (decision 041). */
const storedLists = ["employmentType", "workplace", "jobCountry", "jobCity", "companyName"] as const;

/**
 * An alert's filter. A filter added later reads as unused in a row stored before it; a row
 * without the lists is not a job filter, and its run fails (reported, retried later).
 */
function filterOf(row: AlertRow): JobFilter {
  const stored = row.filters as JobFilterInput;
  if (storedLists.some((name) => !Array.isArray(stored[name])))
    throw new Error(`job alert ${row.id}: its filters are not a job filter`);
  return { ...jobFilterOf(stored), postedWithin: null };
}

export function savedSearchOf(row: AlertRow): SavedSearch {
  return { keyword: row.keyword, filters: filterOf(row) };
}

export function toJobAlert(row: AlertRow): JobAlert {
  const { postedWithin: _, ...filters } = filterOf(row);
  return {
    alertId: row.id,
    frequency: row.frequency,
    keyword: row.keyword,
    ...filters,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How an alert's search reads in its mails: `"kubernetes" · Remote · Berlin`. */
export const describeSearch = (row: AlertRow): string =>
  describeJobSearch(row.keyword, filterOf(row), "all jobs");

/** The alert's search on /search-jobs, newest first (the URL parameters are the contract's job filter). */
export function searchLinkOf(baseUrl: string, row: AlertRow): string {
  const params = new URLSearchParams();
  if (row.keyword) params.set("q", row.keyword);
  jobFilterToParams(filterOf(row), params);
  params.set("sort", "newest");
  return `${baseUrl}/search-jobs?${params}`;
}
