import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#api/platform/database.ts";

/**
 * Typo tolerance (docs/decisions/067-search-that-understands-job-seekers.md): a word no open job
 * holds is replaced by the closest word the index holds: at most one edit for words up to 5
 * letters, two for longer ones, a swap of two neighbours counting as one ("pyhton" → python);
 * among equally close words, the one most posts hold. Titles' words first: a job seeker types
 * roles and skills; a word found only in descriptions must be one edit away (decision 088:
 * "nurses" is no typo of a benefits paragraph's "courses").
 */
export function correction(word: string, vocabulary: IndexWords): string | undefined {
  return closestWord(word, vocabulary.titles) ?? closestWord(word, vocabulary.all, 1);
}

/** Words of the newest open posts (folded, unstemmed) → how many of those posts hold them. */
export interface IndexWords {
  /** Every word of titles, companies, locations and descriptions. */
  all: Map<string, number>;
  /** Words of the titles only: how specific a word is for a role (the ranking's weights). */
  titles: Map<string, number>;
  /** Posts the counts above come from. */
  posts: number;
}

/** Posts the vocabulary is read from: the newest, so it costs the same on 300 jobs and on a million. */
export const VOCABULARY_POSTS = 5000;

/** The vocabulary of the newest open posts, read with ts_stat over the folded text. */
export async function readIndexWords(db: Db): Promise<IndexWords> {
  const newest = `select title, company_name, location, description_html from jobs where status = 'open' order by posted_at desc, id desc limit ${VOCABULARY_POSTS}`;
  const document = `to_tsvector('simple', search_fold(title || ' ' || company_name || ' ' || location || ' ' || regexp_replace(description_html, '<[^>]*>', ' ', 'g')))`;
  type Row = { word: string; ndoc: number };
  const [all, titles, posts] = await Promise.all([
    queryRows<Row>(db, sql`select word, ndoc from ts_stat(${`select ${document} from (${newest}) p`})`),
    queryRows<Row>(
      db,
      sql`select word, ndoc from ts_stat(${`select to_tsvector('simple', search_fold(title)) from (${newest}) p`})`,
    ),
    queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from (${newest}) p`)),
  ]);
  const toMap = (rows: Row[]) =>
    new Map(
      rows.filter((row) => /^[\p{L}\p{N}]+$/u.test(row.word)).map((row) => [row.word, Number(row.ndoc)]),
    );
  return { all: toMap(all), titles: toMap(titles), posts: Number(posts[0]?.n ?? 0) };
}

/** Edit distance with adjacent swaps (optimal string alignment), stopping early above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? limit + 1;
}

/** Words shorter than this are acronyms more often than typos ("sre", "qa"): never corrected. */
const MIN_LENGTH = 4;

/** The closest word of the vocabulary, or undefined when none is close enough. */
export function closestWord(
  word: string,
  vocabulary: ReadonlyMap<string, number>,
  maxEdits = 2,
): string | undefined {
  if (word.length < MIN_LENGTH || /^\d+$/.test(word)) return undefined;
  const limit = Math.min(word.length <= 5 ? 1 : 2, maxEdits);
  let best: { word: string; distance: number; posts: number } | undefined;
  for (const [candidate, posts] of vocabulary) {
    if (candidate.length < MIN_LENGTH - 1 || /^\d+$/.test(candidate)) continue;
    const distance = editDistance(word, candidate, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && posts > best.posts))
      best = { word: candidate, distance, posts };
  }
  return best?.word;
}
