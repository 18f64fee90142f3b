import type { jobPostInput } from "@site/contract/job-post";
import { closingTime, formatSalary } from "@site/contract/job-structure";
import { seniorityOfTitle } from "@site/contract/seniority-of-title";
import type { z } from "zod";
import type { jobs } from "#api/db/schema.ts";

export type JobPostValues = z.output<typeof jobPostInput>;
type JobRow = typeof jobs.$inferSelect;

/** The structured facts of a job (docs/decisions/032-structured-jobs.md), closing date aside. */
export type StructuredFact =
  | "employmentType"
  | "workplace"
  | "remoteCountries"
  | "city"
  | "countryCode"
  | "salaryMin"
  | "salaryMax"
  | "salaryCurrency"
  | "salaryPeriod"
  | "department";

/** The columns a job post writes; on an edit, what the post leaves out keeps its stored value. */
export type JobColumns = Pick<
  JobRow,
  | "title"
  | "companyName"
  | "location"
  | "salary"
  | "descriptionHtml"
  | "companyIconUrl"
  | StructuredFact
  | "seniority"
  | "validThrough"
>;

type Stored = Pick<JobRow, StructuredFact | "seniority" | "validThrough">;

const DAY_MS = 24 * 3600 * 1000;
/** A new post without a closing date given stays open to applications this long. */
export const DEFAULT_VALID_DAYS = 60;

/** A post's value where it gives one (null clears it), else the stored one. */
const given = <T>(value: T | null | undefined, stored: T | null): T | null =>
  value === undefined ? stored : value;

/**
 * The columns of a job post: the spec's fields as given; each structured field as given, or as
 * stored when absent (`stored` is null for a new post). The pay range travels as one: giving any
 * of its four fields replaces all four. When the post has a pay range, the free-text salary is
 * written from it, so the two never disagree.
 */
export function jobColumns(
  input: JobPostValues,
  stored: Stored | null,
  now: Date,
): Omit<JobColumns, "descriptionHtml"> & { descriptionHtml: string } {
  const salaryGiven = [input.salaryMin, input.salaryMax, input.salaryCurrency, input.salaryPeriod].some(
    (value) => value !== undefined,
  );
  const pay = salaryGiven
    ? {
        salaryMin: input.salaryMin ?? null,
        salaryMax: input.salaryMax ?? null,
        salaryCurrency: input.salaryCurrency ?? null,
        salaryPeriod: input.salaryPeriod ?? null,
      }
    : {
        salaryMin: stored?.salaryMin ?? null,
        salaryMax: stored?.salaryMax ?? null,
        salaryCurrency: stored?.salaryCurrency ?? null,
        salaryPeriod: stored?.salaryPeriod ?? null,
      };
  const hasAmount = pay.salaryMin !== null || pay.salaryMax !== null;
  // A currency or period without an amount says nothing about pay.
  const salaryColumns = hasAmount
    ? pay
    : { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null };
  const salaryText =
    hasAmount && salaryColumns.salaryCurrency && salaryColumns.salaryPeriod
      ? formatSalary({
          min: salaryColumns.salaryMin,
          max: salaryColumns.salaryMax,
          currency: salaryColumns.salaryCurrency,
          period: salaryColumns.salaryPeriod,
        })
      : input.jobSalary;

  const workplace = given(input.workplace, stored?.workplace ?? null);
  const countries = given(input.remoteCountries, stored?.remoteCountries ?? null);
  const validThrough =
    input.validThrough === undefined
      ? stored
        ? stored.validThrough
        : new Date(now.getTime() + DEFAULT_VALID_DAYS * DAY_MS)
      : input.validThrough === null
        ? null
        : closingTime(input.validThrough);

  return {
    title: input.jobTitle,
    companyName: input.companyName,
    location: input.jobLocation,
    salary: salaryText,
    descriptionHtml: input.jobDescription,
    companyIconUrl: input.companyIconUrl,
    employmentType: given(input.employmentType, stored?.employmentType ?? null),
    workplace,
    // Given, or read from the title: on a new post when absent, on any post when null (decision 103).
    seniority:
      input.seniority === undefined && stored
        ? stored.seniority
        : (input.seniority ?? seniorityOfTitle(input.jobTitle)),
    // Only a remote job has countries to work from.
    remoteCountries: workplace === "remote" && countries ? [...new Set(countries)] : null,
    city: given(emptyToNull(input.jobCity), stored?.city ?? null),
    countryCode: given(input.jobCountry, stored?.countryCode ?? null),
    ...salaryColumns,
    department: given(emptyToNull(input.department), stored?.department ?? null),
    validThrough,
  };
}

function emptyToNull(value: string | null | undefined): string | null | undefined {
  return value === "" ? null : value;
}
