import { postedWithinHours } from "@site/contract/job-filter";
import { and, eq, gte, inArray, isNull, not, or, type SQL, sql } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";
import type { CloseWord } from "./closest-words.ts";
import type { Concept } from "./query-understanding.ts";
import { postedSince } from "./search-filters.ts";
import { type Alternative, stopWords, type UnderstoodFilter } from "./search-vocabulary.ts";

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

/**
 * A job holds the concept: any of its ways of writing anywhere, or a related role in the title
 * (a post that only mentions "the SRE team" is no DevOps job).
 */
export const conceptMatch = (concept: Concept): SQL =>
  concept.related.length
    ? sql`(${hits(anyOf(concept.terms))} or ${hits(anyOf(concept.related, "A"))})`
    : hits(anyOf(concept.terms));

/**
 * A job names a concept where it describes itself: in its title, company or place (or a related
 * role in its title), not only in a description where every company repeats its boilerplate.
 */
export const namesConcept = (concept: Concept): SQL =>
  concept.related.length
    ? sql`(${hits(anyOf(concept.terms, "ABC"))} or ${hits(anyOf(concept.related, "A"))})`
    : hits(anyOf(concept.terms, "ABC"));

/**
 * A job names one of the words that say what is sought (a seniority or generic noun only when
 * all are) in its title, company or place, as written or through the vocabulary's terms (not a
 * related role): a remote post that can be done from a place named is lifted only then.
 */
export function namesSoughtTerm(concepts: Concept[]): SQL | undefined {
  if (concepts.length === 0) return undefined;
  const strong = roleConcepts(concepts);
  const sought = strong.length > 0 ? strong : concepts;
  return or(...sought.map((concept) => hits(anyOf(concept.terms, "ABC"))));
}

/** The concepts that say what is sought: not a seniority or generic noun, not a filter's words. */
export const roleConcepts = (concepts: Concept[]) =>
  concepts.filter((concept) => !concept.weak && !concept.fromFilter);

/**
 * The job names every concept of the role where it describes itself (title, company, place), when
 * the words hold one; `undefined` when they hold none.
 */
export const namesRole = (concepts: Concept[]): SQL | undefined => {
  const roles = roleConcepts(concepts);
  return roles.length > 0 ? and(...roles.map(namesConcept)) : undefined;
};

/**
 * Which jobs hold the concepts: every one, or (relaxed) any one. `weakIfNamed` (the search, not an
 * alert): a generic noun ("engineer", "administrator"; not a seniority) may be missing from a job
 * whose title names the role (decision 111: a "Kubernetes Engineer" answers "k8s
 * admin", a "Senior Embedded C++ Engineer" answers "embedded software engineer"); such a job ranks
 * by what it holds.
 */
export function textMatch(
  concepts: Concept[],
  excluded: Alternative[],
  relaxed: boolean,
  weakIfNamed = false,
): SQL | undefined {
  // Relaxed, a job must hold a word of the role: the words of a filter searched as text ("part
  // time", a place) are no answer by themselves (decision 096: "pharmacist part time" is not every
  // part-time job). Only when every word is a filter's do they answer alone.
  const roles = concepts.filter((concept) => !concept.fromFilter);
  // Generic nouns only: a seniority ("junior devops") stays a condition.
  const weak = concepts.filter((concept) => concept.weak && !concept.opposite);
  const named = weakIfNamed && weak.length > 0 ? namesRole(concepts) : undefined;
  const found = relaxed
    ? or(...(roles.length > 0 ? roles : concepts).map(conceptMatch))
    : named
      ? and(
          ...concepts.filter((concept) => !weak.includes(concept)).map(conceptMatch),
          or(and(...weak.map(conceptMatch)), named),
        )
      : and(...concepts.map(conceptMatch));
  const left = excluded.map((alternative) => not(hits(anyOf([alternative]))));
  return and(found, ...left);
}

/**
 * A title holding the concept only through the stemmer ("Account Manager" for "accountant",
 * "Business Development Representative" for "developer"): below a related role in the title.
 */
const STEM_ONLY = 0.45;

/** A word as the title must show it: as typed, singular or plural ("developer", "developers"). */
const surface = (word: string) => {
  const singular = word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word;
  return `(${singular} | ${singular}s)`;
};

/**
 * The title holds one of the alternatives in the form typed, not only the same stem: read on the
 * title's words unstemmed, for the ranked rows only (the index holds stems).
 */
function titleAsWritten(alternatives: Alternative[]): SQL {
  if (alternatives.length === 0) return sql`false`;
  const text = alternatives
    .map((alternative) => {
      const last = alternative.words.length - 1;
      // A word still being typed is a prefix here too ("kube").
      const words = alternative.words.map((word, i) =>
        alternative.prefix && i === last ? `${word}:*` : surface(word),
      );
      return `(${words.join(" <-> ")})`;
    })
    .join(" | ");
  // The plain lower-cased title answers for most rows at a tenth of search_fold's cost (its
  // regular expressions: ~20 µs a title); only a title that does not hold the form as it stands
  // (accents, C++, .NET, Node.js) is folded before it is read again.
  return sql`(to_tsvector('simple', lower(${jobs.title})) @@ to_tsquery('simple', ${text}) or to_tsvector('simple', search_fold(${jobs.title})) @@ to_tsquery('simple', ${text}))`;
}

const WEAK = 0.35;
/** A related role in the title: half the role itself. */
const RELATED = 0.5;
/** …and the post names the role itself in its company, place or text. */
const ALSO_NAMED = 0.1;
/** A title stating the opposite seniority ("Graduate …" for "senior"): below posts that state none. */
const OPPOSITE = 1.5;
/** A word that qualifies the role ("software" in "software tester") weighs less than the role. */
const MODIFIER = 0.6;

/**
 * The concept that names the role: the one before the first generic noun ("cloud" in "cloud
 * engineer aws"), else the last one that is not generic ("tester" in "software tester").
 */
export function headConcept(concepts: Concept[]): number {
  const firstWeak = concepts.findIndex((concept, i) => concept.weak && i > 0 && !concepts[i - 1]?.weak);
  if (firstWeak > 0) return firstWeak - 1;
  return concepts.findLastIndex((concept) => !concept.weak);
}

/** The relevance of a job for the concepts (a larger number ranks first). */
export function relevanceScore(concepts: Concept[], relaxed = false): SQL {
  if (concepts.length === 0) return sql`0`;
  const head = headConcept(concepts);
  const parts = concepts.map((concept, i) => {
    const weight = concept.weak ? WEAK : i === head ? 1 : MODIFIER;
    const term = (labels: string) => hits(anyOf(concept.terms, labels));
    const related = (labels: string) => hits(anyOf(concept.related, labels));
    // A related role in the title counts half, a tenth more when the post names the role itself
    // elsewhere (a "C# Engineer" building on .NET before a "Software Engineer in Test (C#)").
    // The title holding the concept only through the stemmer comes after a related role in it.
    // (A form the vocabulary relates to the concept counts as written: "UX Design" for "designer".)
    return sql`(case when ${term("A")} and ${titleAsWritten([...concept.terms, ...concept.related])} then 1 when ${related("A")} and ${titleAsWritten(concept.related)} then (case when ${term("BCD")} then ${sql.raw(String(RELATED + ALSO_NAMED))} else ${sql.raw(String(RELATED))} end) when ${term("A")} then ${sql.raw(String(STEM_ONLY))} when ${related("A")} then ${sql.raw(String(RELATED * STEM_ONLY))} when ${term("B")} then 0.5 when ${term("C")} then 0.3 when ${term("D")} then 0.1 else 0 end) * ${sql.raw(String(weight))}`;
  });
  for (const concept of concepts) {
    if (!concept.opposite) continue;
    parts.push(
      sql`(case when ${hits(anyOf(concept.opposite, "A"))} and not ${hits(anyOf(concept.terms, "A"))} then ${sql.raw(String(-OPPOSITE))} else 0 end)`,
    );
  }
  // The words typed in a row, found in a row in the title ("software engineer", not "software test engineer").
  // One vocabulary phrase counts too: a title showing "HR Generalist" as typed comes before one
  // showing another term of its group ("Technical Recruiter").
  const typed = concepts.flatMap((concept) =>
    concept.quoted || concept.source.includes("or") ? [] : concept.source,
  );
  if (typed.length > 1) {
    // A stop word typed ("IT support") is no part of the index's phrase ("support"): the title
    // must then show the words as written.
    const asWritten = typed.some((word) => stopWords.has(word))
      ? sql` and ${titleAsWritten([{ words: typed }])}`
      : sql``;
    parts.push(sql`(case when ${hits(anyOf([{ words: typed }], "A"))}${asWritten} then 0.3 else 0 end)`);
  }
  // Relaxed, a job holding every concept still ranks above one holding some (a generic noun not
  // needed where the title names the role, as the match does not need it). With a seniority, only
  // when it names the role where it describes itself: a "Junior Cloud Engineer" whose text
  // mentions security is no answer to "entry level security" above an "Information Security
  // Analyst" (decision 115).
  if (relaxed) {
    const seniority = concepts.some((concept) => concept.opposite);
    parts.push(
      sql`(case when ${and(textMatch(concepts, [], false, true), seniority ? namesRole(concepts) : undefined)} then 1 else 0 end)`,
    );
  }
  // How much of the post is about the role's words as typed (ts_rank over every field by the
  // index's weights, below the smallest step of the rules above): among posts the rules score
  // alike, the one whose text keeps returning to the role first, rather than the newest. Not a
  // seniority or generic noun ("senior", "engineer"), which every post of a kind repeats. A slash
  // word ("Node.js/TypeScript") is one word in the index: counted as the list typed.
  const roles = roleConcepts(concepts);
  const about: Alternative[] = [
    ...new Set(
      roles.flatMap((concept) => concept.source.filter((word) => !stopWords.has(word) && word !== "or")),
    ),
  ].map((word) => ({ words: [word] }));
  for (const concept of roles)
    about.push(...concept.terms.filter((term) => term.words.length === 1 && term.words[0]?.includes("/")));
  if (about.length > 0)
    parts.push(sql`${sql.raw(String(ABOUT))} * ts_rank(${jobs.searchVector}, ${anyOf(about)}, 32)`);
  return sql.join(parts, sql` + `);
}

/**
 * The weight of how much a post is about the typed words: ts_rank with normalization 32 is below
 * 1, so this stays below the smallest step of the rules (a generic noun in the text, 0.035).
 */
const ABOUT = 0.03;

/** Currencies a salary without one ("80k") is read in: those where 80k a year is a salary. */
export const MAJOR_CURRENCIES = ["USD", "EUR", "GBP", "CHF", "CAD", "AUD", "SGD"];

/** A job that meets one understood filter, when they only rank: above a title match of a modifier. */
const FILTER_MET = 0.8;

/** The understood filters as ranking only: each one a job meets lifts it. */
export function filterScore(filters: UnderstoodFilter[], now?: Date, met = FILTER_MET): SQL {
  const parts = understoodConditions(filters, now).map(
    (condition) => sql`(case when ${condition} then ${sql.raw(String(met))} else 0 end)`,
  );
  return parts.length ? sql.join(parts, sql` + `) : sql`0`;
}

/**
 * A job in one of the countries, or a remote job open to one of them (decision 111: a remote post
 * open to Germany and the Netherlands answers "remote python europe").
 */
const inCountries = (codes: string[]): SQL =>
  or(
    inArray(jobs.countryCode, codes),
    and(eq(jobs.workplace, "remote"), sql`${jobs.remoteCountries} && ${`{${codes.join(",")}}`}::text[]`),
  ) as SQL;

/** A remote job open anywhere (no list of countries): it meets no place, but is open to every one. */
const openAnywhere = and(eq(jobs.workplace, "remote"), isNull(jobs.remoteCountries)) as SQL;

/** A remote job open to one of the countries (their list holds one, or it is open anywhere). */
const remoteOpenTo = (codes: string[]): SQL =>
  or(
    openAnywhere,
    and(eq(jobs.workplace, "remote"), sql`${jobs.remoteCountries} && ${`{${codes.join(",")}}`}::text[]`),
  ) as SQL;

/**
 * The named places when they only rank: a job meeting one is lifted by `met`; a remote job that
 * can be done from the place by `open` (below the place's jobs, above the jobs elsewhere): open
 * anywhere when the words named a country (the remote jobs open to it meet it already), open
 * anywhere or to the city's country when they named a city ("nyc software engineer": a remote US
 * post before an engineer in Amsterdam). `named`: the condition of naming the role, when words were typed.
 */
export function placeScore(places: UnderstoodFilter[], met: number, open: number, named?: SQL): SQL {
  const countries = places.some((place) => place.kind === "country");
  const cityCountries = [
    ...new Set(places.flatMap((place) => (place.kind === "city" ? [place.country] : []))),
  ];
  if (!countries && cityCountries.length === 0) return filterScore(places, undefined, met);
  // Only a remote job naming the role where it describes itself: one holding the words only in its
  // boilerplate is no nearer an answer than any post elsewhere.
  const reachable = and(cityCountries.length > 0 ? remoteOpenTo(cityCountries) : openAnywhere, named);
  // Coalesced: a remote job has no city and may have no country, so "in the place" reads null there.
  return sql`${filterScore(places, undefined, met)} + (case when ${reachable} and not coalesce(${and(...understoodConditions(places))}, false) then ${sql.raw(String(open))} else 0 end)`;
}

/** A job in the country named, worked there: before a remote job open to it (a tie-breaker). */
const LOCATED = 0.05;

/**
 * The lift of a job located in a country the words named over a remote job open to it ("jobs in
 * germany": the posts in Berlin before the remote posts open to all of Europe).
 */
export function locatedScore(filters: UnderstoodFilter[]): SQL {
  const codes = filters.flatMap((filter) => (filter.kind === "country" ? [filter.value] : []));
  if (codes.length === 0) return sql`0`;
  return sql`(case when ${and(inArray(jobs.countryCode, codes), sql`${jobs.workplace} is distinct from 'remote'`)} then ${sql.raw(String(LOCATED))} else 0 end)`;
}

/**
 * The conditions of the understood filters: values of one kind are alternatives, kinds combine. A
 * posting age needs `now`; without it (a job alert, which mails only new jobs anyway) it is none.
 */
export function understoodConditions(filters: UnderstoodFilter[], now?: Date): SQL[] {
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
  if (countries.length) conditions.push(inCountries(countries));
  // Two ages named ("today … this week"): the wider one.
  const [widest] = ofKind("postedWithin")
    .map((f) => f.value)
    .sort((a, b) => postedWithinHours[b] - postedWithinHours[a]);
  if (widest && now) conditions.push(gte(jobs.postedAt, postedSince(widest, now)));
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

/** The last fallback's match: a title holding one of the close words (one GIN probe, as any word). */
export const closestMatch = (near: CloseWord[]): SQL =>
  hits(
    anyOf(
      near.map((close) => ({ words: [close.word] })),
      "A",
    ),
  );

/** The last fallback's rank: the weights of the close words the title holds. */
export function closestScore(near: CloseWord[]): SQL {
  if (near.length === 0) return sql`0`;
  return sql.join(
    near.map(
      (close) =>
        sql`(case when ${hits(anyOf([{ words: [close.word] }], "A"))} then ${sql.raw(close.weight.toFixed(4))} else 0 end)`,
    ),
    sql` + `,
  );
}
