import { and, eq, gte, inArray, not, or, type SQL, sql } from "drizzle-orm";
import { jobs } from "../../db/schema.ts";
import type { Alternative, Concept, UnderstoodFilter } from "./query-understanding.ts";

/**
 * The SQL of an understood query (docs/decisions/067-search-that-understands-job-seekers.md):
 * which jobs match (every concept, or any concept when relaxed) and how they rank. A concept found
 * in the title counts most, then the company and the location; found only in the description
 * (where every company repeats its "about us" and benefits) it counts a tenth, so shared
 * boilerplate never outranks a title. Related roles count half. Seniority and generic nouns
 * ("senior", "engineer") weigh less than the words that name the role.
 */

/** An alternative as tsquery text, restricted to the weight labels (A title … D description). */
function alternativeText(alternative: Alternative, labels: string): string {
  const last = alternative.words.length - 1;
  return alternative.words
    .map((word, i) => `${word}:${alternative.prefix && i === last ? "*" : ""}${labels}`)
    .join(" <-> ");
}

function anyOf(alternatives: Alternative[], labels = ""): SQL | undefined {
  if (alternatives.length === 0) return undefined;
  const text = alternatives.map((alternative) => `(${alternativeText(alternative, labels)})`).join(" | ");
  return sql`to_tsquery('english', ${text})`;
}

const hits = (query: SQL | undefined) => (query ? sql`${jobs.searchVector} @@ ${query}` : sql`false`);

/** A job holds the concept (any of its ways of writing, or a related role) anywhere. */
export const conceptMatch = (concept: Concept): SQL => hits(anyOf([...concept.terms, ...concept.related]));

export function textMatch(concepts: Concept[], excluded: Alternative[], relaxed: boolean): SQL | undefined {
  const each = concepts.map(conceptMatch);
  const found = relaxed ? or(...each) : and(...each);
  const left = excluded.map((alternative) => not(hits(anyOf([alternative]))));
  return and(found, ...left);
}

const WEAK = 0.35;

/** The relevance of a job for the concepts (a larger number ranks first). */
export function relevanceScore(concepts: Concept[]): SQL {
  if (concepts.length === 0) return sql`0`;
  const parts = concepts.map((concept) => {
    const weight = concept.weak ? WEAK : 1;
    const term = (labels: string) => hits(anyOf(concept.terms, labels));
    const related = (labels: string) => hits(anyOf(concept.related, labels));
    return sql`(case when ${term("A")} then 1 when ${related("A")} then 0.5 when ${term("B")} then 0.5 when ${term("C")} then 0.3 when ${term("D")} then 0.1 when ${related("BCD")} then 0.04 else 0 end) * ${sql.raw(String(weight))}`;
  });
  return sql.join(parts, sql` + `);
}

/** Currencies a salary without one ("80k") is read in: those where 80k a year is a salary. */
export const MAJOR_CURRENCIES = ["USD", "EUR", "GBP", "CHF", "CAD", "AUD", "SGD"];

/** The conditions of the understood filters: values of one kind are alternatives, kinds combine. */
export function understoodConditions(filters: UnderstoodFilter[]): SQL[] {
  const ofKind = <K extends UnderstoodFilter["kind"]>(kind: K) =>
    filters.filter((filter): filter is Extract<UnderstoodFilter, { kind: K }> => filter.kind === kind);
  const conditions: (SQL | undefined)[] = [];
  const workplaces = ofKind("workplace").map((f) => f.value);
  if (workplaces.length) conditions.push(inArray(jobs.workplace, workplaces));
  const types = ofKind("employmentType").map((f) => f.value);
  if (types.length) conditions.push(inArray(jobs.employmentType, types));
  const cities = ofKind("city").flatMap((f) => f.spellings);
  if (cities.length) conditions.push(inArray(jobs.city, cities));
  const countries = ofKind("country").map((f) => f.value);
  if (countries.length) conditions.push(inArray(jobs.countryCode, countries));
  for (const salary of ofKind("salary"))
    conditions.push(
      and(
        salary.currency
          ? eq(jobs.salaryCurrency, salary.currency)
          : inArray(jobs.salaryCurrency, MAJOR_CURRENCIES),
        gte(jobs.salaryYearly, salary.value),
      ),
    );
  return conditions.filter((condition) => condition !== undefined);
}
