import { z } from "zod";
import { isCountryCode, isCurrencyCode } from "./iso-codes.ts";

/**
 * The structured facts of a job post beside the spec's free text (docs/decisions/032-structured-jobs.md):
 * what kind of contract, where the work happens, the pay as numbers, the department and the
 * closing date. Every one is optional, so posts and clients that know only the spec's fields
 * stay valid.
 */
export const employmentTypes = ["full_time", "part_time", "contract", "internship", "temporary"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const workplaces = ["on_site", "hybrid", "remote"] as const;
export type Workplace = (typeof workplaces)[number];

export const salaryPeriods = ["hour", "day", "week", "month", "year"] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

/** The largest salary amount a post may give (in whole units of its currency). */
export const SALARY_MAX_AMOUNT = 1_000_000_000;

/** How many pay periods make a year: the salary floor of the search compares yearly pay. */
export const periodsPerYear: Readonly<Record<SalaryPeriod, number>> = {
  hour: 2080,
  day: 260,
  week: 52,
  month: 12,
  year: 1,
};

const perPeriod: Readonly<Record<SalaryPeriod, string>> = {
  hour: "an hour",
  day: "a day",
  week: "a week",
  month: "a month",
  year: "a year",
};

export interface SalaryRange {
  min: number | null;
  max: number | null;
  currency: string;
  period: SalaryPeriod;
}

function amount(value: number, currency: string): string {
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}

/**
 * The free-text salary of a structured one: "€60,000–€75,000 a year", "From $32 an hour",
 * "Up to £95,000 a year", or one amount when both ends are equal. "" without an amount.
 */
export function formatSalary({ min, max, currency, period }: SalaryRange): string {
  const per = perPeriod[period];
  if (min !== null && max !== null && min !== max)
    return `${amount(min, currency)}–${amount(max, currency)} ${per}`;
  if (min !== null && max !== null) return `${amount(min, currency)} ${per}`;
  if (min !== null) return `From ${amount(min, currency)} ${per}`;
  if (max !== null) return `Up to ${amount(max, currency)} ${per}`;
  return "";
}

/** An ISO 3166-1 alpha-2 country code; lower case is accepted and stored upper case. */
export const countryCodeField = (label: string) =>
  z
    .string({ error: `${label} must be a country code.` })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: `${label} must be a country code (ISO 3166-1, e.g. DE or US).` });

/** An ISO 4217 currency code; lower case is accepted and stored upper case. */
export const currencyCodeField = z
  .string({ error: "Currency must be a currency code." })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, { error: "Currency must be a known currency code (ISO 4217, e.g. EUR or USD)." });

export const salaryAmountField = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} must not be negative.`)
    .max(SALARY_MAX_AMOUNT, `${label} must be at most ${SALARY_MAX_AMOUNT.toLocaleString("en-US")}.`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: `${label} may have at most two decimals.`,
    });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** When a closing date given as validThroughField ends: a date alone means the end of that day (UTC). */
export function closingTime(value: string): Date {
  return DATE_ONLY.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

function isClosingDate(value: string): boolean {
  if (DATE_ONLY.test(value)) return closingTime(value).toISOString().startsWith(value);
  return (
    z.iso.datetime({ offset: true }).safeParse(value).success && !Number.isNaN(closingTime(value).getTime())
  );
}

/** A closing date: "2026-12-31" or a full ISO 8601 date and time. */
export const validThroughField = z
  .string({ error: "Apply by must be a date." })
  .trim()
  .refine(isClosingDate, { error: "Apply by must be a date (YYYY-MM-DD)." });
