import { jobAlertsCopy, jobFactLabels } from "@site/content/job-posts/jobs";
import type { JobAlert } from "@site/contract/api/job-alerts";
import type { EmploymentType, Workplace } from "@site/contract/job-structure";
import { countryName } from "#web/lib/country-names";
import { noFilters, type SearchState, searchParamsOf } from "#web/lib/search-params";

/** The search an alert saved, as the page holds a search (newest first: what the alert mails). */
export function searchStateOf(alert: JobAlert): SearchState {
  return {
    term: alert.keyword,
    page: 1,
    sort: "newest",
    filters: {
      ...noFilters,
      employmentType: alert.employmentType as EmploymentType[],
      workplace: alert.workplace as Workplace[],
      jobCountry: alert.jobCountry,
      jobCity: alert.jobCity,
      companyName: alert.companyName,
      salaryFloor: alert.salaryFloor,
      salaryCurrency: alert.salaryCurrency,
    },
  };
}

/** The /search-jobs query of an alert's search. */
export const alertSearchQuery = (alert: JobAlert): string => searchParamsOf(searchStateOf(alert)).toString();

/** How an alert's search reads: `"kubernetes" · Remote · Germany`, or "All jobs". */
export function describeAlert(alert: JobAlert): string {
  const labels = jobFactLabels;
  const parts = [
    alert.keyword ? `"${alert.keyword}"` : jobAlertsCopy.allJobs,
    ...alert.employmentType.map((value) => labels.employmentType[value as EmploymentType] ?? value),
    ...alert.workplace.map((value) => labels.workplace[value as Workplace] ?? value),
    ...alert.jobCountry.map((code) => countryName(code)),
    ...alert.jobCity,
    ...alert.companyName,
    ...(alert.salaryFloor !== null && alert.salaryCurrency
      ? [jobAlertsCopy.atLeast(alert.salaryFloor, alert.salaryCurrency)]
      : []),
  ];
  return parts.join(" · ");
}
