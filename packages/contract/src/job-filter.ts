import { z } from "zod";
import { isCountryCode, isCurrencyCode } from "./iso-codes.ts";
import { type Seniority, seniorities, seniorityLabels } from "./job-seniority.ts";
import {
  countryCodeField,
  currencyCodeField,
  type EmploymentType,
  employmentTypes,
  periodsPerYear,
  SALARY_MAX_AMOUNT,
  type Workplace,
  workplaces,
} from "./job-structure.ts";

/**
 * The job filter: one concept for the search, job alerts, the page's URL and the AI Agent
 * (docs/decisions/070-one-job-filter.md). Its body fields, its URL parameters and how it reads
 * to a person are defined here once. A yes/no filter is one entry of `jobFilterFlags`, plus its
 * SQL in apps/api/src/modules/job-posts/search-filters.ts: its body field, URL parameter, words,
 * alert storage, panel checkbox and chip all derive from the entry (decision 079).
 */

/** A yes/no filter: off unless chosen; its URL parameter is `param=1`. */
interface FlagFilter {
  /** Its name in the page's URL. */
  param: string;
  /** How it reads to a person: the panel's checkbox, the chip, an alert's mail, the AI Agent. */
  label: string;
}

/** Every yes/no filter of the job search, declared once (decision 079). */
export const jobFilterFlags = {
  /** Only jobs that show pay: a salary amount, or pay in the post's words ("$100k"). */
  withPay: { param: "pay", label: "Shows pay" },
} as const satisfies Record<string, FlagFilter>;
export type JobFilterFlag = keyof typeof jobFilterFlags;
export const jobFilterFlagNames = Object.keys(jobFilterFlags) as JobFilterFlag[];
export const flagOf = (name: JobFilterFlag): FlagFilter => jobFilterFlags[name];

/** "Posted within" choices of the search: the last 24 hours, 7 days or 30 days. */
export const postedWithinChoices = ["24h", "7d", "30d"] as const;
export type PostedWithin = (typeof postedWithinChoices)[number];
export const postedWithinHours: Readonly<Record<PostedWithin, number>> = {
  "24h": 24,
  "7d": 7 * 24,
  "30d": 30 * 24,
};

/** The distances the location box offers around a place, in kilometres (decision 103). */
export const radiusChoices = [10, 25, 50, 100] as const;
export type RadiusKm = (typeof radiusChoices)[number];
/** The distance of a place given without one. */
export const DEFAULT_RADIUS_KM: RadiusKm = 25;
export const isRadiusKm = (value: number): value is RadiusKm =>
  (radiusChoices as readonly number[]).includes(value);
/** The longest place name the location box takes. */
export const NEAR_CITY_MAX = 100;

/** The yes/no filters are absent (or false) when not chosen, so a stored filter without them reads as unused. */
export interface JobFilter extends Partial<Record<JobFilterFlag, boolean>> {
  employmentType: EmploymentType[];
  workplace: Workplace[];
  /** ISO 3166-1 alpha-2 */
  jobCountry: string[];
  jobCity: string[];
  companyName: string[];
  /** Experience levels (decision 103); absent in an alert stored before them. */
  seniority: Seniority[];
  /** A place typed in the location box: jobs whose city lies within `radiusKm` of it (decision 103). */
  nearCity: string | null;
  /** Set whenever nearCity is. */
  radiusKm: RadiusKm | null;
  postedWithin: PostedWithin | null;
  /** A yearly amount in salaryCurrency; alone (without a currency) it means nothing. */
  salaryFloor: number | null;
  salaryCurrency: string | null;
}

export const noJobFilter: JobFilter = {
  employmentType: [],
  workplace: [],
  jobCountry: [],
  jobCity: [],
  companyName: [],
  seniority: [],
  nearCity: null,
  radiusKm: null,
  postedWithin: null,
  salaryFloor: null,
  salaryCurrency: null,
};

const FILTER_VALUES_MAX = 20;
const NAME_MAX = 200;

const chosen = <T extends z.ZodType>(item: T, label: string) =>
  z
    .array(item, { error: `${label} must be a list.` })
    .max(FILTER_VALUES_MAX, `Choose at most ${FILTER_VALUES_MAX} values of ${label.toLowerCase()}.`)
    .optional()
    .default([]);

const facetName = z.string().trim().min(1).max(NAME_MAX);

/** The filter's fields in a request body, all optional; values within one filter are alternatives. */
export const jobFilterFields = {
  employmentType: chosen(
    z.enum(employmentTypes, {
      error: "Employment type must be full-time, part-time, contract, internship or temporary.",
    }),
    "Employment type",
  ),
  workplace: chosen(
    z.enum(workplaces, { error: "Workplace must be on-site, hybrid or remote." }),
    "Workplace",
  ),
  jobCountry: chosen(countryCodeField("Country"), "Country"),
  jobCity: chosen(facetName, "City"),
  companyName: chosen(facetName, "Company"),
  seniority: chosen(
    z.enum(seniorities, {
      error: "Experience level must be intern, entry level, mid level, senior or lead.",
    }),
    "Experience level",
  ),
  /** A place name ("Zurich"); the server answers in words when it does not know it. */
  nearCity: z
    .string({ error: "Place must be text." })
    .trim()
    .max(NEAR_CITY_MAX, `Place must be at most ${NEAR_CITY_MAX} characters.`)
    .optional(),
  /** Kilometres around nearCity; 25 when a place is given without it. */
  radiusKm: z
    .number({ error: "Distance must be a number of kilometres." })
    .refine(isRadiusKm, { error: `Distance must be ${radiusChoices.join(", ")} km.` })
    .optional(),
  postedWithin: z.enum(postedWithinChoices, { error: "Posted within must be 24h, 7d or 30d." }).optional(),
  /** Pay at least this much a year (the top of a job's range), in `salaryCurrency`. */
  salaryFloor: z
    .number({ error: "Salary floor must be a number." })
    .min(0, "Salary floor must not be negative.")
    .max(SALARY_MAX_AMOUNT * periodsPerYear.hour, "Salary floor is too large.")
    .optional(),
  /** The currency of the salary floor (ISO 4217); alone it filters nothing. */
  salaryCurrency: currencyCodeField.optional(),
  ...flagFields(),
};

/** The body field of each yes/no filter: true filters, false or absent does not. */
function flagFields() {
  return Object.fromEntries(
    jobFilterFlagNames.map((name) => [
      name,
      z.boolean({ error: `${flagOf(name).label} must be true or false.` }).optional(),
    ]),
  ) as { [K in JobFilterFlag]: z.ZodOptional<z.ZodBoolean> };
}

/** The yes/no filters of an alert as the API answers it (absent in an alert stored before them). */
export const jobFilterFlagFields = flagFields();

/** The chosen yes/no filters only: `{ withPay: true }`. */
function chosenFlags(
  input: { [K in JobFilterFlag]?: boolean | null | undefined },
): Partial<Record<JobFilterFlag, true>> {
  return Object.fromEntries(
    jobFilterFlagNames.filter((name) => input[name] === true).map((name) => [name, true]),
  );
}

/** A body's rule: a salary floor needs its currency. */
export const salaryFloorNeedsCurrency: [
  (body: { salaryFloor?: number | undefined; salaryCurrency?: string | undefined }) => boolean,
  { error: string; path: string[] },
] = [
  (body) => body.salaryFloor === undefined || body.salaryCurrency !== undefined,
  { error: "Currency is required with a salary floor.", path: ["salaryCurrency"] },
];

/** The shape a parsed body or a stored filter has: lists may be absent, single values undefined or null. */
export type JobFilterInput = {
  [K in Exclude<keyof JobFilter, "radiusKm">]?: JobFilter[K] | null | undefined;
} & {
  /** Any number: a distance the location box does not offer reads as the default one. */
  radiusKm?: number | null | undefined;
};

/** The filter of a parsed body or a stored one (an older stored filter lacks the newer fields). */
export function jobFilterOf(input: JobFilterInput): JobFilter {
  return {
    employmentType: input.employmentType ?? [],
    workplace: input.workplace ?? [],
    jobCountry: input.jobCountry ?? [],
    jobCity: input.jobCity ?? [],
    companyName: input.companyName ?? [],
    seniority: input.seniority ?? [],
    ...nearOf(input.nearCity, input.radiusKm),
    postedWithin: input.postedWithin ?? null,
    salaryFloor: input.salaryFloor ?? null,
    salaryCurrency: input.salaryCurrency ?? null,
    ...chosenFlags(input),
  };
}

/** The place and its distance: none without a place, the default distance when it has none. */
function nearOf(
  city: string | null | undefined,
  radius: number | null | undefined,
): Pick<JobFilter, "nearCity" | "radiusKm"> {
  const nearCity = city?.trim() || null;
  if (!nearCity) return { nearCity: null, radiusKm: null };
  return { nearCity, radiusKm: radius != null && isRadiusKm(radius) ? radius : DEFAULT_RADIUS_KM };
}

/** The body fields of a filter: only those it uses (a floor only with its currency). */
export function jobFilterBody(filter: JobFilter) {
  return {
    ...(filter.employmentType.length > 0 ? { employmentType: filter.employmentType } : {}),
    ...(filter.workplace.length > 0 ? { workplace: filter.workplace } : {}),
    ...(filter.jobCountry.length > 0 ? { jobCountry: filter.jobCountry } : {}),
    ...(filter.jobCity.length > 0 ? { jobCity: filter.jobCity } : {}),
    ...(filter.companyName.length > 0 ? { companyName: filter.companyName } : {}),
    ...(filter.seniority.length > 0 ? { seniority: filter.seniority } : {}),
    ...(filter.nearCity ? { nearCity: filter.nearCity, radiusKm: filter.radiusKm ?? DEFAULT_RADIUS_KM } : {}),
    ...(filter.postedWithin ? { postedWithin: filter.postedWithin } : {}),
    ...(filter.salaryFloor !== null && filter.salaryCurrency
      ? { salaryFloor: filter.salaryFloor, salaryCurrency: filter.salaryCurrency }
      : {}),
    ...chosenFlags(filter),
  };
}

/** How many filters narrow the search (a salary floor and its currency count once). */
export function jobFilterCount(filter: JobFilter): number {
  return (
    filter.employmentType.length +
    filter.workplace.length +
    filter.jobCountry.length +
    filter.jobCity.length +
    filter.companyName.length +
    filter.seniority.length +
    (filter.nearCity ? 1 : 0) +
    (filter.postedWithin ? 1 : 0) +
    (filter.salaryFloor !== null ? 1 : 0) +
    Object.keys(chosenFlags(filter)).length
  );
}

/** The URL's name of each list filter (/search-jobs?type=part_time&workplace=remote). */
const listParams = {
  employmentType: "type",
  workplace: "workplace",
  jobCountry: "country",
  jobCity: "city",
  companyName: "company",
  seniority: "level",
} as const;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

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
  return [...new Set(values)].slice(0, FILTER_VALUES_MAX);
}

/** Reads the filter from a URL's parameters; a value the API would refuse is left out. */
export function jobFilterFromParams(params: URLSearchParams): JobFilter {
  const posted = params.get("posted") ?? "";
  const floor = params.get("salary") ?? "";
  const currency = (params.get("currency") ?? "").toUpperCase();
  const salaryCurrency = isCurrencyCode(currency) ? currency : null;
  return {
    employmentType: readList(params, listParams.employmentType, oneOf(employmentTypes)),
    workplace: readList(params, listParams.workplace, oneOf(workplaces)),
    jobCountry: readList(params, listParams.jobCountry, isCountryCode),
    jobCity: readList(params, listParams.jobCity, () => true),
    companyName: readList(params, listParams.companyName, () => true),
    seniority: readList(params, listParams.seniority, oneOf(seniorities)),
    ...nearOf((params.get("near") ?? "").slice(0, NEAR_CITY_MAX), Number(params.get("radius") ?? "")),
    postedWithin: oneOf(postedWithinChoices)(posted) ? posted : null,
    // A floor means nothing without its currency.
    salaryFloor: salaryCurrency && /^\d{1,9}$/.test(floor) ? Number(floor) : null,
    salaryCurrency,
    ...chosenFlags(
      Object.fromEntries(jobFilterFlagNames.map((name) => [name, params.get(flagOf(name).param) === "1"])),
    ),
  };
}

/** Adds the filter's parameters to `params` (defaults are left out) and returns it. */
export function jobFilterToParams(filter: JobFilter, params = new URLSearchParams()): URLSearchParams {
  for (const [key, name] of Object.entries(listParams) as [keyof typeof listParams, string][])
    for (const value of filter[key]) params.append(name, value);
  if (filter.nearCity) {
    params.set("near", filter.nearCity);
    params.set("radius", String(filter.radiusKm ?? DEFAULT_RADIUS_KM));
  }
  if (filter.postedWithin) params.set("posted", filter.postedWithin);
  if (filter.salaryCurrency) params.set("currency", filter.salaryCurrency);
  if (filter.salaryFloor !== null) params.set("salary", String(filter.salaryFloor));
  for (const name of Object.keys(chosenFlags(filter)) as JobFilterFlag[]) params.set(flagOf(name).param, "1");
  return params;
}

/** How each value reads to a person. */
export const jobFilterLabels = {
  employmentType: {
    full_time: "Full-time",
    part_time: "Part-time",
    contract: "Contract",
    internship: "Internship",
    temporary: "Temporary",
  } satisfies Record<EmploymentType, string>,
  workplace: { on_site: "On-site", hybrid: "Hybrid", remote: "Remote" } satisfies Record<Workplace, string>,
  postedWithin: {
    "24h": "Posted in the last 24 hours",
    "7d": "Posted in the last 7 days",
    "30d": "Posted in the last 30 days",
  } satisfies Record<PostedWithin, string>,
  salaryFloor: (amount: number, currency: string) =>
    `at least ${amount.toLocaleString("en-US")} ${currency} a year`,
  seniority: seniorityLabels,
  /** "Within 25 km of Zurich" */
  near: (city: string, radiusKm: number) => `Within ${radiusKm} km of ${city}`,
} as const;

const regions = new Intl.DisplayNames(["en"], { type: "region" });
/** "Germany" for "DE"; the code itself when it has no name. */
const countryName = (code: string) => {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
};

/** One part of a filter as a person reads it, and the filter without it (a chip that removes it). */
export interface JobFilterPart {
  label: string;
  without: JobFilter;
}

/** The filter's parts, one per value, in the order they read. */
export function jobFilterParts(filter: JobFilter): JobFilterPart[] {
  const listPart = <K extends keyof typeof listParams>(
    key: K,
    label: (value: JobFilter[K][number]) => string,
  ) =>
    (filter[key] as JobFilter[K][number][]).map((value) => ({
      label: label(value),
      without: { ...filter, [key]: (filter[key] as string[]).filter((other) => other !== value) },
    }));
  return [
    ...listPart("employmentType", (value) => jobFilterLabels.employmentType[value] ?? value),
    ...listPart("workplace", (value) => jobFilterLabels.workplace[value] ?? value),
    ...listPart("jobCountry", countryName),
    ...listPart("jobCity", (value) => value),
    ...listPart("companyName", (value) => value),
    ...listPart("seniority", (value) => seniorityLabels[value] ?? value),
    ...(filter.nearCity
      ? [
          {
            label: jobFilterLabels.near(filter.nearCity, filter.radiusKm ?? DEFAULT_RADIUS_KM),
            without: { ...filter, nearCity: null, radiusKm: null },
          },
        ]
      : []),
    ...(filter.postedWithin
      ? [
          {
            label: jobFilterLabels.postedWithin[filter.postedWithin],
            without: { ...filter, postedWithin: null },
          },
        ]
      : []),
    ...(filter.salaryFloor !== null && filter.salaryCurrency
      ? [
          {
            label: jobFilterLabels.salaryFloor(filter.salaryFloor, filter.salaryCurrency),
            without: { ...filter, salaryFloor: null, salaryCurrency: null },
          },
        ]
      : []),
    ...(Object.keys(chosenFlags(filter)) as JobFilterFlag[]).map((name) => {
      const { [name]: _, ...without } = filter;
      return { label: flagOf(name).label, without };
    }),
  ];
}

/** The filter as a person reads it, one part per value: ["Part-time", "Remote", "Germany", "Berlin"]. */
export function describeJobFilter(filter: JobFilter): string[] {
  return jobFilterParts(filter).map((part) => part.label);
}

/** A search as it reads: `"kubernetes" · Part-time · Remote`, or `none` without keyword and filter. */
export function describeJobSearch(keyword: string, filter: JobFilter, none: string): string {
  return [keyword ? `"${keyword}"` : none, ...describeJobFilter(filter)].join(" · ");
}
