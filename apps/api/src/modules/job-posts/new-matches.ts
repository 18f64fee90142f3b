import { and, desc, eq, gt, lte, type SQL } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";
import { filterConditions, type SearchFilters } from "./search-filters.ts";
import { keywordCondition } from "./search-plan.ts";

/** A saved search: the keyword and filters of /search-jobs, without the posting window. */
export interface SavedSearch {
  keyword: string;
  filters: SearchFilters;
}

export interface NewMatch {
  id: number;
  title: string;
  companyName: string;
  location: string;
}

/**
 * The open jobs that match a saved search and were posted after `since` (and not after `now`),
 * newest first: what a job alert mails (docs/decisions/041-job-alerts.md). The keyword and the
 * filters mean what they mean in the search (the words read as search-plan.ts reads them); `unless` leaves out jobs the caller has
 * already dealt with.
 */
export async function newMatches(
  db: Db,
  search: SavedSearch,
  window: { since: Date; now: Date; limit: number; unless?: SQL },
): Promise<NewMatch[]> {
  const keywordMatch = await keywordCondition(db, search.keyword);
  const filtered = filterConditions({ ...search.filters, postedWithin: null }, window.now);
  return db
    .select({ id: jobs.id, title: jobs.title, companyName: jobs.companyName, location: jobs.location })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "open"),
        keywordMatch,
        ...filtered,
        gt(jobs.postedAt, window.since),
        lte(jobs.postedAt, window.now),
        window.unless,
      ),
    )
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(window.limit);
}
