import {
  KEYWORD_MAX,
  type PostedWithin,
  postedWithinChoices,
  type SearchSort,
  type searchJobs,
  searchSorts,
} from "@site/contract/api/job-posts";
import { PAGE_MAX } from "@site/contract/fields";
import { isCountryCode, isCurrencyCode } from "@site/contract/iso-codes";
import {
  type EmploymentType,
  employmentTypes,
  type Workplace,
  workplaces,
} from "@site/contract/job-structure";
import type { CallInput } from "./api-client";

/** The filters of a search as the page holds them (docs/decisions/033-faceted-search-and-saved-jobs.md). */
export interface SearchFilters {
  employmentType: EmploymentType[];
  workplace: Workplace[];
  jobCountry: string[];
  jobCity: string[];
  companyName: string[];
  postedWithin: PostedWithin | null;
  /** A yearly amount in salaryCurrency. */
  salaryFloor: number | null;
  salaryCurrency: string | null;
}

/** A search as it lives in the URL, so it can be shared and survives a reload. */
export interface SearchState {
  term: string;
  page: number;
  sort: SearchSort;
  filters: SearchFilters;
  /** Search the words as typed, without correcting them ("Search instead for …", ?exact=1). */
  exact?: boolean;
}

export const noFilters: SearchFilters = {
  employmentType: [],
  workplace: [],
  jobCountry: [],
  jobCity: [],
  companyName: [],
  postedWithin: null,
  salaryFloor: null,
  salaryCurrency: null,
};

/** The URL's name of each list filter. */
const listParams = {
  employmentType: "type",
  workplace: "workplace",
  jobCountry: "country",
  jobCity: "city",
  companyName: "company",
} as const;
const NAME_MAX = 200;
const VALUES_MAX = 20;

/** The keyword as the API gets it: trimmed, at most KEYWORD_MAX characters. */
export function normalizeTerm(value: string): string {
  return value.trim().slice(0, KEYWORD_MAX);
}

/** How many filters narrow the search (a salary floor and its currency count once). */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    filters.employmentType.length +
    filters.workplace.length +
    filters.jobCountry.length +
    filters.jobCity.length +
    filters.companyName.length +
    (filters.postedWithin ? 1 : 0) +
    (filters.salaryFloor !== null ? 1 : 0)
  );
}

function readList<T extends string>(
  params: URLSearchParams,
  name: string,
  valid: (value: string) => value is T,
): T[];
function readList(params: URLSearchParams, name: string, valid: (value: string) => boolean): string[];
function readList(params: URLSearchParams, name: string, valid: (value: string) => boolean): string[] {
  const values = params
    .getAll(name)
    .map((value) => value.trim())
    .filter((value) => value !== "" && value.length <= NAME_MAX && valid(value));
  return [...new Set(values)].slice(0, VALUES_MAX);
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

/**
 * Reads ?q=&page=&sort= and the filters; a value the API would refuse is left out (a page that
 * is not a number from 1 means page 1), so a hand-edited link still searches.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const term = normalizeTerm(params.get("q") ?? "");
  const raw = params.get("page");
  const page = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 1;
  const posted = params.get("posted") ?? "";
  const floor = params.get("salary") ?? "";
  const currency = (params.get("currency") ?? "").toUpperCase();
  const salaryCurrency = isCurrencyCode(currency) ? currency : null;
  return {
    term,
    page: page >= 1 ? Math.min(page, PAGE_MAX) : 1,
    sort: oneOf(searchSorts)(params.get("sort") ?? "") ? (params.get("sort") as SearchSort) : "relevance",
    ...(params.get("exact") === "1" ? { exact: true } : {}),
    filters: {
      employmentType: readList(params, listParams.employmentType, oneOf(employmentTypes)),
      workplace: readList(params, listParams.workplace, oneOf(workplaces)),
      jobCountry: readList(params, listParams.jobCountry, isCountryCode),
      jobCity: readList(params, listParams.jobCity, () => true),
      companyName: readList(params, listParams.companyName, () => true),
      postedWithin: oneOf(postedWithinChoices)(posted) ? posted : null,
      // A floor means nothing without its currency.
      salaryFloor: salaryCurrency && /^\d{1,9}$/.test(floor) ? Number(floor) : null,
      salaryCurrency,
    },
  };
}

/** The query string of a search; defaults (no term, page 1, relevance, no filter) are left out. */
export function searchParamsOf({ term, page, sort, filters, exact }: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (term !== "") params.set("q", term);
  for (const [key, name] of Object.entries(listParams) as [keyof typeof listParams, string][])
    for (const value of filters[key]) params.append(name, value);
  if (filters.postedWithin) params.set("posted", filters.postedWithin);
  if (filters.salaryCurrency) params.set("currency", filters.salaryCurrency);
  if (filters.salaryFloor !== null) params.set("salary", String(filters.salaryFloor));
  if (sort !== "relevance") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  if (exact) params.set("exact", "1");
  return params;
}

/** The body of POST /api/search_jobs for a search: only the filters it uses, and the facets. */
export function searchBodyOf({
  term,
  page,
  sort,
  filters,
  exact,
}: SearchState): CallInput<typeof searchJobs> {
  return {
    keyword: term,
    page,
    ...(exact ? { exact } : {}),
    ...(sort !== "relevance" ? { sort } : {}),
    ...(filters.employmentType.length > 0 ? { employmentType: filters.employmentType } : {}),
    ...(filters.workplace.length > 0 ? { workplace: filters.workplace } : {}),
    ...(filters.jobCountry.length > 0 ? { jobCountry: filters.jobCountry } : {}),
    ...(filters.jobCity.length > 0 ? { jobCity: filters.jobCity } : {}),
    ...(filters.companyName.length > 0 ? { companyName: filters.companyName } : {}),
    ...(filters.postedWithin ? { postedWithin: filters.postedWithin } : {}),
    ...(filters.salaryFloor !== null && filters.salaryCurrency
      ? { salaryFloor: filters.salaryFloor, salaryCurrency: filters.salaryCurrency }
      : {}),
    facets: true,
  };
}
