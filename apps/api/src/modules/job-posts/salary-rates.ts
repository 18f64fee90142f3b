import { type SQL, sql } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";

/**
 * Euros per unit of each currency, for sorting jobs by salary across currencies (decision 067):
 * a stated table, not live rates (reference rates of November 2026, rounded). Pay in a currency
 * missing here sorts with the undisclosed pay, last.
 */
export const EUROS_PER_UNIT: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 0.92,
  GBP: 1.17,
  CHF: 1.05,
  CAD: 0.66,
  AUD: 0.6,
  SGD: 0.69,
  SEK: 0.087,
  NOK: 0.085,
  DKK: 0.134,
  PLN: 0.23,
  CZK: 0.04,
  HUF: 0.0025,
  BRL: 0.17,
  MXN: 0.05,
  COP: 0.00023,
  ARS: 0.001,
  CLP: 0.001,
  INR: 0.011,
  JPY: 0.0061,
  CNY: 0.13,
  HKD: 0.12,
  KRW: 0.00066,
  NZD: 0.55,
  ZAR: 0.05,
  AED: 0.25,
  ILS: 0.25,
  TRY: 0.027,
};

/** A job's yearly pay (top of its range) in euros, or null when not disclosed or not convertible. */
export function yearlyEuros(): SQL<number | null> {
  const cases = Object.entries(EUROS_PER_UNIT).map(
    ([currency, rate]) => sql`when ${sql.raw(`'${currency}'`)} then ${sql.raw(String(rate))}`,
  );
  return sql<
    number | null
  >`(${jobs.salaryYearly} * (case ${jobs.salaryCurrency} ${sql.join(cases, sql` `)} end))`;
}
