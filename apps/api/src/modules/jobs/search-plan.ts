import { and, count, type SQL, sql } from "drizzle-orm";
import { jobs } from "../../db/schema.ts";
import type { Db } from "../../platform/database.ts";
import type { CountCache } from "./count-cache.ts";
import { relevanceScore, textMatch, understoodConditions } from "./search-ranking.ts";
import { type Understanding, understandQuery, withoutFilters } from "./search-understanding.ts";

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
}

/** Whether at least one job meets the condition (a limit-1 probe on the indexes). */
async function anyJob(db: Db, where: SQL | undefined): Promise<boolean> {
  const probe = db.select({ id: jobs.id }).from(jobs).where(where).limit(1).as("probe");
  const [row] = await db.select({ n: count() }).from(probe);
  return (row?.n ?? 0) > 0;
}

export async function planSearch(
  db: Db,
  counts: CountCache,
  keyword: string,
  options: { exact: boolean; key: string; others: SQL | undefined },
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
  const chosen = await counts.get(`p:${options.exact ? 1 : 0}:${options.key}`, async () => {
    for (const [index, [candidate, relaxed]] of attempts.entries()) {
      // Relaxing one concept changes nothing: "any" of one is "every".
      if (relaxed && candidate.concepts.length < 2) continue;
      const match = and(
        textMatch(candidate.concepts, candidate.excluded, relaxed),
        ...understoodConditions(candidate.filters),
      );
      if (await anyJob(db, and(options.others, match))) return index;
    }
    return 0;
  });
  const [used, relaxed] = attempts[chosen] ?? [understanding, false];
  return {
    understanding: used,
    match: and(textMatch(used.concepts, used.excluded, relaxed), ...understoodConditions(used.filters)),
    score: relevanceScore(used.concepts),
    relaxed,
  };
}

export const scoreColumn = (score: SQL) => sql<number>`${score}`.as("score");
