import { jobAlertsCopy } from "@site/content/job-posts/jobs";
import type { JobAlert } from "@site/contract/api/job-alerts";
import { describeJobSearch, jobFilterOf } from "@site/contract/job-filter";
import { type SearchState, searchParamsOf } from "#web/lib/search-params";

/** The search an alert saved, as the page holds a search (newest first: what the alert mails). */
export function searchStateOf(alert: JobAlert): SearchState {
  return { term: alert.keyword, page: 1, sort: "newest", filters: jobFilterOf(alert) };
}

/** The /search-jobs query of an alert's search. */
export const alertSearchQuery = (alert: JobAlert): string => searchParamsOf(searchStateOf(alert)).toString();

/** How an alert's search reads: `"kubernetes" · Remote · Germany`, or "All jobs". */
export const describeAlert = (alert: JobAlert): string =>
  describeJobSearch(alert.keyword, jobFilterOf(alert), jobAlertsCopy.allJobs);
