import { type PostedWithin, postedWithinHours, type SearchJobsBody } from "@site/contract/api/job-posts";
import type { EmploymentType, Workplace } from "@site/contract/job-structure";
import { and, eq, gte, inArray, type SQL } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";

/** The filters of one search, as the contract parsed them. */
export interface SearchFilters {
  employmentType: EmploymentType[];
  workplace: Workplace[];
  jobCountry: string[];
  jobCity: string[];
  companyName: string[];
  postedWithin?: PostedWithin | undefined;
  salaryFloor?: number | undefined;
  salaryCurrency?: string | undefined;
}

/** The filters a search can narrow by, each counted as a facet. */
export const facetNames = [
  "employmentType",
  "workplace",
  "jobCountry",
  "jobCity",
  "companyName",
  "postedWithin",
  "salary",
] as const;
export type FacetName = (typeof facetNames)[number];

export function filtersOf(body: SearchJobsBody): SearchFilters {
  return {
    employmentType: body.employmentType,
    workplace: body.workplace,
    jobCountry: body.jobCountry,
    jobCity: body.jobCity,
    companyName: body.companyName,
    postedWithin: body.postedWithin,
    salaryFloor: body.salaryFloor,
    salaryCurrency: body.salaryCurrency,
  };
}

/** The earliest posting time of "posted within" `choice`, seen at `now`. */
export const postedSince = (choice: PostedWithin, now: Date) =>
  new Date(now.getTime() - postedWithinHours[choice] * 3600 * 1000);

/** Each facet's condition on a job, or undefined when the search does not filter by it. */
export function facetConditions(filters: SearchFilters, now: Date): Record<FacetName, SQL | undefined> {
  const any = <T>(values: T[], condition: (values: T[]) => SQL) =>
    values.length > 0 ? condition(values) : undefined;
  return {
    employmentType: any(filters.employmentType, (values) => inArray(jobs.employmentType, values)),
    workplace: any(filters.workplace, (values) => inArray(jobs.workplace, values)),
    jobCountry: any(filters.jobCountry, (values) => inArray(jobs.countryCode, values)),
    jobCity: any(filters.jobCity, (values) => inArray(jobs.city, values)),
    companyName: any(filters.companyName, (values) => inArray(jobs.companyName, values)),
    postedWithin: filters.postedWithin
      ? gte(jobs.postedAt, postedSince(filters.postedWithin, now))
      : undefined,
    // A floor alone (without currency) is refused by the contract; a currency alone filters nothing.
    salary:
      filters.salaryFloor !== undefined && filters.salaryCurrency
        ? and(eq(jobs.salaryCurrency, filters.salaryCurrency), gte(jobs.salaryYearly, filters.salaryFloor))
        : undefined,
  };
}

/** The filters written out in one order, so equal searches share their cached counts. */
export function filtersKey(filters: SearchFilters): string {
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return JSON.stringify([
    sorted(filters.employmentType),
    sorted(filters.workplace),
    sorted(filters.jobCountry),
    sorted(filters.jobCity),
    sorted(filters.companyName),
    filters.postedWithin ?? null,
    filters.salaryFloor !== undefined && filters.salaryCurrency
      ? [filters.salaryFloor, filters.salaryCurrency]
      : null,
  ]);
}
