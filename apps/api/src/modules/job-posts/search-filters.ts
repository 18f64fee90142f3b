import type { SearchJobsBody } from "@site/contract/api/job-posts";
import {
  type JobFilter,
  type JobFilterFlag,
  jobFilterFlagNames,
  jobFilterOf,
  type PostedWithin,
  postedWithinHours,
} from "@site/contract/job-filter";
import { and, eq, gte, inArray, isNotNull, ne, or, type SQL } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";
import { nearCondition } from "./near-city.ts";

/** The filters of one search: the contract's job filter (docs/decisions/070-one-job-filter.md). */
type ListFilter = "employmentType" | "workplace" | "jobCountry" | "jobCity" | "companyName";
/** The lists are always there; a single value may be absent (null or undefined: not filtered). */
export type SearchFilters = Pick<JobFilter, ListFilter> & {
  [K in Exclude<keyof JobFilter, ListFilter>]?: JobFilter[K] | undefined;
};

/** The filters a search can narrow by, each counted as a facet. */
export const facetNames = [
  "employmentType",
  "workplace",
  "jobCountry",
  "jobCity",
  "companyName",
  "seniority",
  "postedWithin",
  "salary",
] as const;
export type FacetName = (typeof facetNames)[number];

export const filtersOf = (body: SearchJobsBody): SearchFilters => jobFilterOf(body);

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
    seniority: any(filters.seniority ?? [], (values) => inArray(jobs.seniority, values)),
    postedWithin: filters.postedWithin
      ? gte(jobs.postedAt, postedSince(filters.postedWithin, now))
      : undefined,
    // A floor alone (without currency) is refused by the contract; a currency alone filters nothing.
    salary:
      filters.salaryFloor != null && filters.salaryCurrency
        ? and(eq(jobs.salaryCurrency, filters.salaryCurrency), gte(jobs.salaryYearly, filters.salaryFloor))
        : undefined,
  };
}

/**
 * The conditions of the filters that have no facet (no counts of their values): they narrow the
 * search, its counts and every facet's counts alike.
 */
export function plainConditions(filters: SearchFilters): SQL[] {
  const near = nearCondition(filters);
  return [
    ...jobFilterFlagNames.filter((name) => filters[name] === true).map((name) => flagConditions[name]),
    ...(near ? [near] : []),
  ];
}

/** The condition of each yes/no filter of the contract (its `jobFilterFlags`, decision 079). */
const flagConditions: Record<JobFilterFlag, SQL> = {
  // What the job's page shows as its pay: the post's salary words or a structured amount.
  withPay: or(ne(jobs.salary, ""), isNotNull(jobs.salaryMin), isNotNull(jobs.salaryMax)) as SQL,
};

/** Every condition of the filters on a job: the facets' and the plain ones. */
export function filterConditions(filters: SearchFilters, now: Date): SQL[] {
  return [
    ...Object.values(facetConditions(filters, now)).filter((condition) => condition !== undefined),
    ...plainConditions(filters),
  ];
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
    filters.salaryFloor != null && filters.salaryCurrency
      ? [filters.salaryFloor, filters.salaryCurrency]
      : null,
    // The chosen yes/no filters, only when there are some (keys of searches without them stay as they were).
    ...((flags) => (flags.length > 0 ? [flags] : []))(
      jobFilterFlagNames.filter((name) => filters[name] === true),
    ),
    // Seniority and the place, only when used (keys of searches without them stay as they were).
    ...(filters.seniority?.length ? [{ seniority: sorted(filters.seniority) }] : []),
    ...(filters.nearCity
      ? [{ near: [filters.nearCity.trim().toLowerCase(), filters.radiusKm ?? null] }]
      : []),
  ]);
}
