import { SEARCH_PAGE_SIZE } from "@site/contract/constants";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { jobs } from "../../db/schema.ts";
import type { Db } from "../../platform/database.ts";
import { toJobSummary } from "./job-mapping.ts";
import { searchQuery } from "./search-query.ts";

const COUNT_TTL_MS = 5000;
let openCount: { db: Db; value: number; at: number } | undefined;

/**
 * The number of open jobs, kept for a few seconds: counting every open job on every search
 * would cost as much as the search itself on a large table.
 */
async function countOpenJobs(db: Db, now = Date.now()): Promise<number> {
  if (openCount && openCount.db === db && now - openCount.at < COUNT_TTL_MS) return openCount.value;
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, "open"));
  openCount = { db, value: row?.n ?? 0, at: now };
  return openCount.value;
}

/** Forgets the cached count (after a job is posted or closed in this process). */
export function invalidateOpenJobCount(): void {
  openCount = undefined;
}

/**
 * One page of open jobs: ranked by relevance (title > company > location > description), then
 * newest first; with an empty keyword, every open job, newest first.
 */
export async function searchJobs(db: Db, keyword: string, page: number) {
  const query = searchQuery(keyword);
  const open = eq(jobs.status, "open");
  const where = query ? and(open, sql`${jobs.searchVector} @@ ${query}`) : open;
  const order = query
    ? [desc(sql`ts_rank_cd(${jobs.searchVector}, ${query}, 1)`), desc(jobs.postedAt), desc(jobs.id)]
    : [desc(jobs.postedAt), desc(jobs.id)];

  const [rows, matched, totalCount] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        companyName: jobs.companyName,
        location: jobs.location,
        salary: jobs.salary,
        companyIconUrl: jobs.companyIconUrl,
        postedAt: jobs.postedAt,
      })
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(SEARCH_PAGE_SIZE)
      .offset((page - 1) * SEARCH_PAGE_SIZE),
    // Without a keyword every open job matches: no second count.
    query
      ? db
          .select({ n: count() })
          .from(jobs)
          .where(where)
          .then(([row]) => row?.n ?? 0)
      : undefined,
    countOpenJobs(db),
  ]);
  const totalMatches = matched ?? totalCount;
  return {
    data: rows.map(toJobSummary),
    totalMatches,
    totalCount,
    totalPages: Math.ceil(totalMatches / SEARCH_PAGE_SIZE),
  };
}
