import { SEARCH_PAGE_SIZE } from "@site/contract/constants";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { jobs } from "../../db/schema.ts";
import type { Db } from "../../platform/database.ts";
import { toJobSummary } from "./job-mapping.ts";
import { searchQuery } from "./search-query.ts";

/**
 * Relevance ranks the newest RANK_WINDOW matches; deeper pages continue newest first. Scoring
 * every match of a word found in most posts ("engineer") would cost seconds on a million jobs,
 * while a visitor reads the first pages. A multiple of the page size, so no page straddles it.
 */
export const RANK_WINDOW = 100 * SEARCH_PAGE_SIZE;

const COUNT_TTL_MS = 5000;
/** A count older than the TTL is still answered, while one refresh runs, up to this age. */
const COUNT_STALE_MS = 60_000;
const COUNT_CACHE_MAX = 1000;

interface CountEntry {
  db: Db;
  value?: number;
  at: number;
  refreshing?: Promise<number>;
}

/**
 * Counts kept for a few seconds, per database and search text: counting every match of a
 * common word on every request would cost more than the page itself on a large table. One
 * count runs at a time per text (concurrent searches share it), and a slightly stale count is
 * answered while it refreshes. A post or close in this process forgets them at once; other
 * instances see it within the TTL.
 */
const counts = new Map<string, CountEntry>();

function cachedCount(db: Db, key: string, run: () => Promise<number>): Promise<number> {
  const now = Date.now();
  let entry = counts.get(key);
  if (!entry || entry.db !== db || (entry.value !== undefined && now - entry.at > COUNT_STALE_MS)) {
    entry = { db, at: now };
    counts.set(key, entry);
    if (counts.size > COUNT_CACHE_MAX) counts.delete(counts.keys().next().value as string);
  }
  const fresh = entry.value !== undefined && now - entry.at < COUNT_TTL_MS;
  if (fresh) return Promise.resolve(entry.value as number);
  if (!entry.refreshing) {
    const current = entry;
    current.refreshing = run()
      .then((value) => {
        if (counts.get(key) === current) Object.assign(current, { value, at: Date.now() });
        return value;
      })
      .finally(() => {
        current.refreshing = undefined;
      });
    // A failed background refresh is reported to the searches awaiting it, never unhandled.
    current.refreshing.catch(() => {});
  }
  return entry.value !== undefined ? Promise.resolve(entry.value) : (entry.refreshing as Promise<number>);
}

/** Forgets the cached counts (after a job is posted, edited or closed in this process). */
export function invalidateOpenJobCount(): void {
  counts.clear();
}

const summaryColumns = {
  id: jobs.id,
  title: jobs.title,
  companyName: jobs.companyName,
  location: jobs.location,
  salary: jobs.salary,
  companyIconUrl: jobs.companyIconUrl,
  postedAt: jobs.postedAt,
};

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
    .select(summaryColumns)
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(SEARCH_PAGE_SIZE)
    .offset(offset);
}

/** One page of the newest RANK_WINDOW matches, by relevance (title > company > location > text). */
function byRelevance(db: Db, where: SQL | undefined, query: SQL, offset: number) {
  const newest = db
    .select({ ...summaryColumns, searchVector: jobs.searchVector })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(RANK_WINDOW)
    .as("newest");
  return db
    .select({
      id: newest.id,
      title: newest.title,
      companyName: newest.companyName,
      location: newest.location,
      salary: newest.salary,
      companyIconUrl: newest.companyIconUrl,
      postedAt: newest.postedAt,
    })
    .from(newest)
    .orderBy(
      desc(sql`ts_rank_cd(${newest.searchVector}, ${query}, 1)`),
      desc(newest.postedAt),
      desc(newest.id),
    )
    .limit(SEARCH_PAGE_SIZE)
    .offset(offset);
}

/**
 * One page of open jobs: ranked by relevance (title > company > location > description), then
 * newest first; with an empty keyword, every open job, newest first.
 */
export async function searchJobs(db: Db, keyword: string, page: number) {
  const query = searchQuery(keyword);
  const open = eq(jobs.status, "open");
  const where = query ? and(open, sql`${jobs.searchVector} @@ ${query}`) : open;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const rows =
    query && offset < RANK_WINDOW ? byRelevance(db, where, query, offset) : newestFirst(db, where, offset);

  const [data, matched, totalCount] = await Promise.all([
    rows,
    // Without a keyword every open job matches: no second count.
    query ? cachedCount(db, `q:${keyword.trim()}`, () => countWhere(db, where)) : undefined,
    cachedCount(db, "open", () => countWhere(db, open)),
  ]);
  const totalMatches = matched ?? totalCount;
  return {
    data: data.map(toJobSummary),
    totalMatches,
    totalCount,
    totalPages: Math.ceil(totalMatches / SEARCH_PAGE_SIZE),
  };
}
