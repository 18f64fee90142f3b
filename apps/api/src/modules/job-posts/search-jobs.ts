import type { SearchFacets, SearchSort } from "@site/contract/api/job-posts";
import { SEARCH_PAGE_SIZE } from "@site/contract/constants";
import { pageCount } from "@site/contract/paged";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { jobs } from "#api/db/schema.ts";
import { builtOncePerDatabase, type Db } from "#api/platform/database.ts";
import type { CountCache } from "./count-cache.ts";
import { jobSummaryColumns, toJobSummary } from "./job-mapping.ts";
import { yearlyEuros } from "./salary-rates.ts";
import { countFacets, type FacetCounts } from "./search-facets.ts";
import { filterConditions, filtersKey, type SearchFilters } from "./search-filters.ts";
import { pageHighlights } from "./search-highlight.ts";
import { planSearch } from "./search-plan.ts";
import { understoodFilterAnswers } from "./understood-filters.ts";

/**
 * Relevance ranks the newest RANK_WINDOW matches; deeper pages continue newest first. Scoring
 * every match of a word found in most posts ("engineer") would cost seconds on a million jobs,
 * while a visitor reads the first pages. A multiple of the page size, so no page straddles it.
 */
export const RANK_WINDOW = 100 * SEARCH_PAGE_SIZE;

export interface SearchParams {
  keyword: string;
  page: number;
  /** "relevance" (the default) or "newest"; without a keyword both list newest first. */
  sort: SearchSort;
  filters: SearchFilters;
  /** Count every filter value too (docs/decisions/033-faceted-search-and-saved-jobs.md). */
  facets: boolean;
  /** Search the words as typed: no typo correction ("search instead for …"). */
  exact?: boolean;
}

function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  return db
    .select({ n: count() })
    .from(jobs)
    .where(where)
    .then(([row]) => row?.n ?? 0);
}

/** Matches newest first: every open job without a keyword, and the pages past the rank window. */
function newestFirst(db: Db, where: SQL | undefined, offset: number) {
  return db
    .select(jobSummaryColumns)
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(SEARCH_PAGE_SIZE)
    .offset(offset);
}

/** Highest yearly pay first, converted to euros at the stated rates; undisclosed pay last. */
function bySalary(db: Db, where: SQL | undefined, offset: number) {
  return db
    .select(jobSummaryColumns)
    .from(jobs)
    .where(where)
    .orderBy(sql`${yearlyEuros()} desc nulls last`, desc(jobs.postedAt), desc(jobs.id))
    .limit(SEARCH_PAGE_SIZE)
    .offset(offset);
}

/** How many built page reads of searches without a keyword one database keeps (decision 141). */
export const BUILT_PAGES_MAX = 200;

/** The page reads of searches without a keyword, built once per sort, page and filters. */
const builtPages = builtOncePerDatabase(
  () => new Map<string, ReturnType<ReturnType<typeof newestFirst>["prepare"]>>(),
);

/**
 * The page of a search without a keyword: every open job the filters let through, newest first
 * (or by salary). The hottest search (a visitor's first page, the pages after it): its query is
 * built by Drizzle once per database, sort, page and filters and kept (at most BUILT_PAGES_MAX,
 * the oldest out first), so the builder does not run again for the same search (decision 141).
 * A "posted within" filter depends on the time, and a place is looked up in the gazetteer: those
 * searches are built each time, as before.
 */
function pageWithoutKeyword(db: Db, params: SearchParams, now: Date, offset: number) {
  const { sort, filters } = params;
  const build = () => {
    const where = and(eq(jobs.status, "open"), ...filterConditions(filters, now));
    return sort === "salary" ? bySalary(db, where, offset) : newestFirst(db, where, offset);
  };
  if (filters.postedWithin || filters.nearCity) return build().then((rows) => rows);
  const pages = builtPages(db);
  const key = `${sort === "salary" ? "salary" : "newest"}|${offset}|${filtersKey(filters)}`;
  let page = pages.get(key);
  if (!page) {
    // Unnamed: PostgreSQL parses it each time, as before, and keeps nothing per connection.
    page = build().prepare("");
    pages.set(key, page);
    if (pages.size > BUILT_PAGES_MAX) pages.delete(pages.keys().next().value as string);
  }
  return page.execute();
}

/**
 * One page of the newest RANK_WINDOW matches by relevance (search-ranking.ts: title > company >
 * location > description), then newest first. The window is chosen on ids alone and the score is
 * worked out on its rows only, joined back by primary key: a score that reads the title's words
 * (decision 088) would otherwise run on every match of a common word before the window is cut.
 */
function byRelevance(db: Db, where: SQL | undefined, score: SQL, offset: number, first?: SQL) {
  const newestOf = (condition: SQL | undefined, limit: number) =>
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(condition)
      .orderBy(desc(jobs.postedAt), desc(jobs.id))
      .limit(limit);
  // Filters that only rank (fewer than a page meet them): the jobs meeting them join the window
  // wherever they are in it, so an older job in the city asked for is not cut off (decision 096).
  const newest = (
    first
      ? union(newestOf(and(where, first), SEARCH_PAGE_SIZE), newestOf(where, RANK_WINDOW))
      : newestOf(where, RANK_WINDOW)
  ).as("newest");
  return (
    db
      .select(jobSummaryColumns)
      .from(newest)
      .innerJoin(jobs, eq(jobs.id, newest.id))
      // Cast: a score that is a bare number (no words to weigh) must not read as "ORDER BY column 1".
      .orderBy(desc(sql`(${score})::double precision`), desc(jobs.postedAt), desc(jobs.id))
      .limit(SEARCH_PAGE_SIZE)
      .offset(offset)
  );
}

/**
 * The match count an answer gives, consistent with the page it lists although the count may come
 * from the cache while a job was written a moment ago: a page shorter than the page size is the
 * last one (inside the rank window too: a window that holds fewer than RANK_WINDOW rows holds
 * every match), so it tells the count exactly; a full page says there are at least this many.
 */
export function consistentTotal(cached: number, offset: number, shown: number): number {
  if (shown === SEARCH_PAGE_SIZE) return Math.max(cached, offset + shown);
  // An empty page past the first: the matches end before it, wherever exactly.
  if (shown === 0 && offset > 0) return Math.min(cached, offset);
  return offset + shown;
}

/**
 * One page of open jobs matching the keyword and the filters: ranked by relevance (title >
 * company > location > description), then newest first, or newest first when asked; with an
 * empty keyword, newest first. Counts (and facet counts when asked) come from the count cache,
 * which every job write clears (docs/decisions/024-state-owned-by-the-app.md).
 */
export async function searchJobs(
  db: Db,
  counts: CountCache,
  params: SearchParams,
  now: Date,
  /** Resolves once the count cache follows the job writes of every instance (jobs-service.ts). */
  countsReady: Promise<void> = Promise.resolve(),
) {
  const { keyword, page, sort, filters } = params;
  const open = eq(jobs.status, "open");
  const filtered = filterConditions(filters, now);
  const searchKey = `${keyword.trim()}|${filtersKey(filters)}`;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  // Without a keyword the page reads no cache: it runs beside the job-writes read (decision 085).
  const unplanned = keyword.trim() ? undefined : pageWithoutKeyword(db, params, now, offset);
  unplanned?.catch(() => {});
  await countsReady;
  const plan = keyword.trim()
    ? await planSearch(db, counts, keyword.trim(), {
        exact: params.exact ?? false,
        key: searchKey,
        others: and(open, ...filtered),
        now,
      })
    : undefined;
  const keywordMatch = plan?.match;
  const where = and(open, keywordMatch, ...filtered);
  const rows =
    unplanned ??
    (sort === "salary"
      ? bySalary(db, where, offset)
      : plan && sort === "relevance" && offset < RANK_WINDOW
        ? byRelevance(db, where, plan.score, offset, plan.rankFirst)
        : newestFirst(db, where, offset));

  const narrowed = plan !== undefined || filtered.length > 0;
  const [data, facetCounts, matched, totalCount] = await Promise.all([
    rows,
    params.facets
      ? counts.get<FacetCounts>(`f:${params.exact ? 1 : 0}:${searchKey}`, () =>
          countFacets(db, keywordMatch, filters, now),
        )
      : undefined,
    // The facet counts include the matches; without a keyword or filter every open job matches.
    !params.facets && narrowed
      ? counts.get(`q:${params.exact ? 1 : 0}:${searchKey}`, () => countWhere(db, where))
      : undefined,
    counts.get("open", () => countWhere(db, open)),
  ]);
  const totalMatches = consistentTotal(facetCounts?.total ?? matched ?? totalCount, offset, data.length);
  const highlights = plan ? await pageHighlights(db, data, plan.understanding.concepts) : new Map();
  const understood = plan?.understanding;
  return {
    data: data.map((row) => {
      const highlight = highlights.get(row.id);
      return { ...toJobSummary(row), ...(highlight ? { highlight } : {}) };
    }),
    totalMatches,
    totalCount: Math.max(totalCount, totalMatches),
    totalPages: pageCount(totalMatches, SEARCH_PAGE_SIZE),
    ...(facetCounts ? { facets: facetCounts.facets satisfies SearchFacets } : {}),
    // "Showing results for …" only over results: a correction that found nothing is no answer.
    ...(understood?.correctedQuery && totalMatches > 0 ? { correctedQuery: understood.correctedQuery } : {}),
    ...(plan?.relaxed ? { relaxed: true } : {}),
    ...(understood?.filters.length ? { understoodFilters: understoodFilterAnswers(understood) } : {}),
    ...(plan?.filtersRankOnly ? { understoodFiltersRankOnly: true } : {}),
  };
}
