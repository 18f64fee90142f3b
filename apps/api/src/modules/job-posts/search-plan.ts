import { SEARCH_PAGE_SIZE } from "@site/contract/constants";
import { and, count, or, type SQL, sql } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";
import { closestTitleWords } from "./closest-words.ts";
import { type CountCache, createCountCache } from "./count-cache.ts";
import {
  closestMatch,
  closestScore,
  filterScore,
  locatedScore,
  namesConcept,
  namesRole,
  namesSoughtTerm,
  placeScore,
  relevanceScore,
  roleConcepts,
  textMatch,
  understoodConditions,
} from "./search-ranking.ts";
import { type Understanding, understandQuery, withoutFilters } from "./search-understanding.ts";
import { type IndexWords, readIndexWords } from "./typo-correction.ts";

/**
 * How one keyword is searched (docs/decisions/067-search-that-understands-job-seekers.md): every
 * concept with the understood filters; when that finds nothing, any concept (relaxed, and the
 * answer says so); when the understood filters still leave nothing, their words are searched as
 * text instead, so "remote" still finds a post that says so only in its text.
 */
export interface SearchPlan {
  understanding: Understanding;
  /** The keyword's condition: its text match and the filters it named. */
  match: SQL | undefined;
  /** The relevance of a job (larger first). */
  score: SQL;
  /** Not every concept is required: nothing matched them all. */
  relaxed: boolean;
  /**
   * The understood filters only rank (jobs meeting them first, the others after): fewer than a
   * page of jobs met them all.
   */
  filtersRankOnly: boolean;
  /** When the filters only rank: the jobs meeting them all (fewer than a page), ranked first. */
  rankFirst?: SQL;
}

const placeKinds = new Set(["city", "country"]);
/** A job in the place asked for, when the place only ranks: before every job elsewhere. */
const PLACE_MET = 100;
/** A remote job open anywhere, when the place asked for is a country: after the jobs there (decision 111). */
const PLACE_OPEN = 50;

/** How many jobs meet the condition, counting no further than `limit` (a probe on the indexes). */
async function countUpTo(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const probe = db.select({ id: jobs.id }).from(jobs).where(where).limit(limit).as("probe");
  const [row] = await db.select({ n: count() }).from(probe);
  return row?.n ?? 0;
}

/**
 * Some job names a concept that says what is sought: a weak one ("engineer") only when all are
 * weak or the words named a place (engineers in Zürich answer "zurich software engineer"; engineers
 * anywhere do not answer "LLM engineer").
 */
async function namesSought(db: Db, understanding: Understanding, where: SQL | undefined): Promise<boolean> {
  const strong = understanding.concepts.filter((concept) => !concept.weak);
  const placed = understanding.filters.some((filter) => placeKinds.has(filter.kind));
  const sought = strong.length > 0 && !placed ? strong : understanding.concepts;
  // Read among at most SOUGHT_PROBE of the matches, as the ranking reads a window: a word in every
  // description of a million posts is no reason to read them all.
  const probe = db
    .select({ named: sql<boolean>`${or(...sought.map(namesConcept))}`.as("named") })
    .from(jobs)
    .where(and(where, textMatch(understanding.concepts, understanding.excluded, true)))
    .limit(SOUGHT_PROBE)
    .as("probe");
  const [row] = await db.select({ n: count() }).from(probe).where(sql`${probe.named}`);
  return (row?.n ?? 0) > 0;
}

/** The plan's choice when only the closest title words answer: with the named filters, or without. */
const CLOSEST = -1;
const CLOSEST_WITHOUT_FILTERS = -2;

/** The words typed with a minus, left out of the closest posts too. */
const excludedMatch = (understanding: Understanding) =>
  understanding.excluded.length > 0 ? textMatch([], understanding.excluded, false) : undefined;

/** Relaxed matches read for one naming a sought word: the rank window (search-jobs.ts RANK_WINDOW). */
const SOUGHT_PROBE = 100 * SEARCH_PAGE_SIZE;

export async function planSearch(
  db: Db,
  counts: CountCache,
  keyword: string,
  options: { exact: boolean; key: string; others: SQL | undefined; now: Date },
): Promise<SearchPlan> {
  const understanding = await counts.get(`u:${options.exact ? 1 : 0}:${keyword}`, () =>
    understandQuery(db, counts, keyword, { exact: options.exact }),
  );
  const attempts: [Understanding, boolean][] = [
    [understanding, false],
    [understanding, true],
  ];
  if (understanding.filters.length > 0) {
    const asText = withoutFilters(understanding);
    attempts.push([asText, false], [asText, true]);
  }
  const closest = () =>
    counts.get(`c:${options.exact ? 1 : 0}:${keyword}`, async () =>
      closestTitleWords(
        understanding.concepts,
        await counts.get<IndexWords>("search-vocabulary", () => readIndexWords(db)),
      ),
    );
  const [chosen, filtersRankOnly] = await counts.get(
    `p:${options.exact ? 1 : 0}:${options.key}`,
    async () => {
      for (const [index, [candidate, relaxed]] of attempts.entries()) {
        // Relaxing one concept changes nothing: "any" of one is "every".
        if (relaxed && candidate.concepts.length < 2) continue;
        const text = textMatch(candidate.concepts, candidate.excluded, relaxed, true);
        const conditions = understoodConditions(candidate.filters, options.now);
        const found = await countUpTo(db, and(options.others, text, ...conditions), SEARCH_PAGE_SIZE);
        if (found === 0) continue;
        // Relaxed, some job must name one of the words that say what is sought (not only "senior"
        // or "developer") in its title, company or place: words found only in descriptions
        // (boilerplate) are no answer; "few or no results" is.
        if (relaxed && !(await namesSought(db, candidate, and(options.others, ...conditions)))) continue;
        // Fewer than a page match every word: the page goes on with jobs matching some, below them.
        if (!relaxed && found < SEARCH_PAGE_SIZE && candidate.concepts.length > 1) {
          const next = attempts[index + 1];
          if (next?.[0] === candidate && next[1]) continue;
        }
        // A seniority asked for ("entry level sales") is a condition, but a page of its titles
        // ("Junior Product Manager") holding the role only in their descriptions is no answer:
        // fewer than a page naming the role goes on relaxed, the role's titles at other levels (a
        // "Business Development Representative" that states none) before those (decision 115).
        if (
          !relaxed &&
          found >= SEARCH_PAGE_SIZE &&
          candidate.concepts.some((concept) => concept.opposite) &&
          roleConcepts(candidate.concepts).length > 0 &&
          // A workplace, type or salary named goes on below (the filters rank, the role kept).
          !candidate.filters.some((filter) => !placeKinds.has(filter.kind))
        ) {
          const next = attempts[index + 1];
          const namingRole = await countUpTo(
            db,
            and(options.others, text, ...conditions, namesRole(candidate.concepts)),
            SEARCH_PAGE_SIZE,
          );
          if (namingRole < SEARCH_PAGE_SIZE && next?.[0] === candidate && next[1]) continue;
        }
        // Fewer than a page meet every filter the words named: the page goes on with jobs that miss
        // the workplace, employment type or salary, below them; missing the place, after every job
        // there (decision 096: the role elsewhere before nothing).
        // Words that are only filters ("malmo internship") go on the same way, with the jobs meeting
        // some of them: an internship elsewhere or another job in Malmö before nothing.
        // A page of jobs meeting the workplace, type or salary that hold the role only in their
        // descriptions is no better answer: fewer than a page naming the role in their titles goes
        // on the same way, the role's titles elsewhere after them (decision 107).
        const named = roleConcepts(candidate.concepts);
        const fewNamed =
          !relaxed &&
          found >= SEARCH_PAGE_SIZE &&
          named.length > 0 &&
          candidate.filters.some((filter) => !placeKinds.has(filter.kind)) &&
          (await countUpTo(
            db,
            and(options.others, text, ...conditions, or(...named.map(namesConcept))),
            SEARCH_PAGE_SIZE,
          )) < SEARCH_PAGE_SIZE;
        const fill =
          (candidate.filters.length > 0 &&
            found < SEARCH_PAGE_SIZE &&
            (candidate.concepts.length > 0 || candidate.filters.length > 1)) ||
          fewNamed;
        return [index, fill] as const;
      }
      // Nothing: the posts whose titles hold words closest to the role's, with the filters the
      // words named, else without them.
      const near = await closest();
      if (near.length > 0)
        for (const [index, filters] of [understanding.filters, []].entries()) {
          if (index > 0 && understanding.filters.length === 0) break;
          const where = and(
            options.others,
            closestMatch(near),
            ...understoodConditions(filters, options.now),
          );
          if ((await countUpTo(db, and(where, excludedMatch(understanding)), 1)) > 0)
            return [index === 0 ? CLOSEST : CLOSEST_WITHOUT_FILTERS, false] as const;
        }
      return [0, false] as const;
    },
  );
  if (chosen === CLOSEST || chosen === CLOSEST_WITHOUT_FILTERS) {
    const near = await closest();
    const filters = chosen === CLOSEST ? understanding.filters : [];
    return {
      // The close words are what the page marks in the titles and snippets.
      understanding: {
        ...understanding,
        filters,
        concepts: [
          {
            source: [],
            pieces: [],
            terms: near.map((close) => ({ words: [close.word] })),
            related: [],
            weak: false,
          },
        ],
      },
      match: and(
        closestMatch(near),
        excludedMatch(understanding),
        ...understoodConditions(filters, options.now),
      ),
      score: closestScore(near),
      relaxed: true,
      filtersRankOnly: false,
    };
  }
  const [used, relaxed] = attempts[chosen] ?? [understanding, false];
  const text = textMatch(used.concepts, used.excluded, relaxed, true);
  const places = used.filters.filter((filter) => placeKinds.has(filter.kind));
  const softFilters = used.filters.filter((filter) => !placeKinds.has(filter.kind));
  return {
    understanding: used,
    match: and(
      text,
      ...(!filtersRankOnly
        ? understoodConditions(used.filters, options.now)
        : used.concepts.length === 0
          ? // No words to match: the jobs meeting at least one of the filters.
            [or(...understoodConditions(used.filters, options.now))]
          : []),
    ),
    score: filtersRankOnly
      ? sql`${relevanceScore(used.concepts, relaxed)} + ${filterScore(softFilters, options.now)} + ${placeScore(places, PLACE_MET, PLACE_OPEN, namesSoughtTerm(used.concepts))} + ${locatedScore(places)}`
      : sql`${relevanceScore(used.concepts, relaxed)} + ${locatedScore(places)}`,
    relaxed,
    filtersRankOnly,
    ...(filtersRankOnly ? { rankFirst: and(...understoodConditions(used.filters, options.now)) } : {}),
  };
}

export const scoreColumn = (score: SQL) => sql<number>`${score}`.as("score");

/**
 * The keyword's condition as a job alert applies it (docs/decisions/041-job-alerts.md): the same
 * reading as the search (vocabulary, corrections, filters named by the words), every concept
 * required and the named filters applied, no relaxing: an alert mails only what matches. A posting
 * age in the words ("this week") is no condition: an alert mails only the jobs new since its last.
 */
export async function keywordCondition(db: Db, keyword: string): Promise<SQL | undefined> {
  if (!keyword.trim()) return undefined;
  const understanding = await understandQuery(db, createCountCache(), keyword.trim(), { exact: false });
  return and(
    textMatch(understanding.concepts, understanding.excluded, false),
    ...understoodConditions(understanding.filters),
  );
}
