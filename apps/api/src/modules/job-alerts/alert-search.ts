import type { CreateJobAlertBody, JobAlert } from "@site/contract/api/job-alerts";
import type { EmploymentType, Workplace } from "@site/contract/job-structure";
import type { jobAlerts } from "#api/db/schema.ts";
import type { SavedSearch } from "#api/modules/job-posts/public.ts";

type AlertRow = typeof jobAlerts.$inferSelect;

/** The filters column of an alert, as create_job_alert parsed them. */
export interface StoredFilters {
  employmentType: EmploymentType[];
  workplace: Workplace[];
  jobCountry: string[];
  jobCity: string[];
  companyName: string[];
  salaryFloor: number | null;
  salaryCurrency: string | null;
}

export function storedFiltersOf(body: CreateJobAlertBody): StoredFilters {
  return {
    employmentType: body.employmentType,
    workplace: body.workplace,
    jobCountry: body.jobCountry,
    jobCity: body.jobCity,
    companyName: body.companyName,
    salaryFloor: body.salaryFloor ?? null,
    salaryCurrency: body.salaryCurrency ?? null,
  };
}

export function savedSearchOf(row: AlertRow): SavedSearch {
  const filters = row.filters as StoredFilters;
  return {
    keyword: row.keyword,
    filters: {
      ...filters,
      salaryFloor: filters.salaryFloor ?? undefined,
      salaryCurrency: filters.salaryCurrency ?? undefined,
    },
  };
}

export function toJobAlert(row: AlertRow): JobAlert {
  return {
    alertId: row.id,
    frequency: row.frequency,
    keyword: row.keyword,
    ...(row.filters as StoredFilters),
    createdAt: row.createdAt.toISOString(),
  };
}

const words: Record<string, string> = {
  full_time: "Full-time",
  part_time: "Part-time",
  contract: "Contract",
  internship: "Internship",
  temporary: "Temporary",
  on_site: "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

/** How an alert's search reads in its digest: `"kubernetes" · Remote · Berlin`. */
export function describeSearch(row: AlertRow): string {
  const f = row.filters as StoredFilters;
  const parts = [
    row.keyword ? `"${row.keyword}"` : "all jobs",
    ...[...f.employmentType, ...f.workplace].map((value) => words[value] ?? value),
    ...f.jobCountry,
    ...f.jobCity,
    ...f.companyName,
    ...(f.salaryFloor !== null && f.salaryCurrency
      ? [`at least ${f.salaryFloor} ${f.salaryCurrency} a year`]
      : []),
  ];
  return parts.join(" · ");
}

/**
 * The alert's search on /search-jobs, newest first. The parameter names are the page's
 * (apps/web/app/lib/search-params.ts), which the API cannot import.
 */
export function searchLinkOf(baseUrl: string, row: AlertRow): string {
  const f = row.filters as StoredFilters;
  const params = new URLSearchParams();
  if (row.keyword) params.set("q", row.keyword);
  for (const value of f.employmentType) params.append("type", value);
  for (const value of f.workplace) params.append("workplace", value);
  for (const value of f.jobCountry) params.append("country", value);
  for (const value of f.jobCity) params.append("city", value);
  for (const value of f.companyName) params.append("company", value);
  if (f.salaryFloor !== null && f.salaryCurrency) {
    params.set("currency", f.salaryCurrency);
    params.set("salary", String(f.salaryFloor));
  }
  params.set("sort", "newest");
  return `${baseUrl}/search-jobs?${params}`;
}
