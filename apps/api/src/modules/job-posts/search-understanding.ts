import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#api/platform/database.ts";
import type { CountCache } from "./count-cache.ts";
import { type Concept, type ParsedQuery, parseQuery } from "./query-understanding.ts";
import { foldSearchText } from "./search-text.ts";
import type { UnderstoodFilter } from "./search-vocabulary.ts";
import { correction, type IndexWords, readIndexWords } from "./typo-correction.ts";

/**
 * The search box text read against the index (docs/decisions/067-search-that-understands-job-seekers.md):
 * the parsed query (query-understanding.ts) with each word no open job holds corrected to the
 * closest indexed word (unless the visitor asked for the words as typed), the last word matched
 * as a prefix while it is still being typed ("kube"), and place filters kept only where open jobs
 * are (elsewhere the place is searched as text).
 */
export interface Understanding extends ParsedQuery {
  /** The text searched instead of the typed one, when a word was corrected. */
  correctedQuery?: string;
}

interface IndexFacts {
  /** Plain words → [an open job holds the word, an open job holds a word starting with it]. */
  words: Record<string, [boolean, boolean]>;
  cities: string[];
  countries: string[];
}

/**
 * The countries the open remote jobs are open to, read once while the counts are cached (cleared by
 * every job write). Asked country by country, "is a remote job open to France" stops at the first
 * such job, so the planner walks the remote jobs from the start and, when none is open to France,
 * reads every one of them (0.2 s at a million jobs, twenty times for a region): one read of the
 * lists (the remote_countries index, decision 118) answers every country of every search.
 */
function remoteCountries(db: Db, counts: CountCache): Promise<string[]> {
  return counts.get("remote-countries", async () =>
    (
      await queryRows<{ code: string }>(
        db,
        sql`select distinct unnest(remote_countries) as code from jobs
            where status = 'open' and workplace = 'remote' and remote_countries is not null`,
      )
    ).map((row) => row.code),
  );
}

/**
 * The countries with an open job there (the country's index) or a remote job open to them
 * (decision 111), each answer cached with the counts: a region names up to twenty countries.
 */
async function countriesHeld(db: Db, counts: CountCache, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const remote = await remoteCountries(db, counts);
  const located = await Promise.all(
    codes.map((code) =>
      remote.includes(code)
        ? true
        : counts.get(`country-held:${code}`, async () => {
            const [row] = await queryRows<{ held: boolean }>(
              db,
              sql`select exists(select 1 from jobs where status = 'open' and country_code = ${code}) as held`,
            );
            return Boolean(row?.held);
          }),
    ),
  );
  return codes.filter((_, i) => located[i]);
}

/** Which of the words and places the open jobs hold: one round trip, on the indexes. */
async function indexFacts(
  db: Db,
  counts: CountCache,
  words: string[],
  cities: string[],
  countries: string[],
): Promise<IndexFacts> {
  const open = sql`select 1 from jobs where status = 'open'`;
  const [wordRows, cityRows, held] = await Promise.all([
    words.length
      ? queryRows<{ word: string; exact: boolean; prefix: boolean }>(
          db,
          sql`select w.word,
                exists(${open} and search_vector @@ to_tsquery('english', w.word)) as exact,
                exists(${open} and search_vector @@ to_tsquery('english', w.word || ':*')) as prefix
              from unnest(${`{${words.join(",")}}`}::text[]) as w(word)`,
        )
      : [],
    cities.length
      ? queryRows<{ city: string }>(
          db,
          sql`select distinct city from jobs where status = 'open' and city = any(${`{${cities.map((c) => `"${c}"`).join(",")}}`}::text[])`,
        )
      : [],
    countriesHeld(db, counts, countries),
  ]);
  return {
    words: Object.fromEntries(wordRows.map((row) => [row.word, [Boolean(row.exact), Boolean(row.prefix)]])),
    cities: cityRows.map((row) => row.city),
    countries: held,
  };
}

const plainWords = (parsed: ParsedQuery) =>
  parsed.concepts.flatMap((concept) => (concept.plainWord ? [concept.plainWord] : []));

/** The typed text with `from` replaced by `to` in the pieces it came from. */
function rewrite(pieces: string[], corrections: Map<string, string>): string {
  return pieces
    .map((piece) => {
      let text = piece;
      for (const [from, to] of corrections) {
        if (foldSearchText(text).toLowerCase() === from) text = to;
        else text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${from}(?![\\p{L}\\p{N}])`, "iu"), to);
      }
      return text;
    })
    .join(" ");
}

/** A place with no open job: its words are searched as text instead. */
function asText(filter: UnderstoodFilter, pieces: string[]): Concept {
  const words = filter.pieces.flatMap((piece) =>
    foldSearchText(pieces[piece] ?? "")
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  return {
    source: words,
    pieces: filter.pieces,
    terms: [{ words }],
    related: [],
    weak: false,
    fromFilter: true,
  };
}

export async function understandQuery(
  db: Db,
  counts: CountCache,
  keyword: string,
  options: { exact: boolean },
): Promise<Understanding> {
  let parsed = parseQuery(keyword);
  let correctedQuery: string | undefined;
  const spellings = (p: ParsedQuery) => p.filters.flatMap((f) => (f.kind === "city" ? f.spellings : []));
  const codes = (p: ParsedQuery) => p.filters.flatMap((f) => (f.kind === "country" ? [f.value] : []));
  let facts = await indexFacts(db, counts, plainWords(parsed), spellings(parsed), codes(parsed));

  const last = parsed.concepts.at(-1);
  const lastWord =
    last?.plainWord && last.pieces.includes(parsed.pieces.length - 1) ? last.plainWord : undefined;
  const unknown = plainWords(parsed).filter((word) => {
    const [exact, prefix] = facts.words[word] ?? [false, false];
    return !exact && !(word === lastWord && prefix);
  });
  if (unknown.length > 0 && !options.exact) {
    const vocabulary = await counts.get<IndexWords>("search-vocabulary", () => readIndexWords(db));
    const corrections = new Map<string, string>();
    for (const word of unknown) {
      const closest = correction(word, vocabulary);
      if (closest) corrections.set(word, closest);
    }
    if (corrections.size > 0) {
      correctedQuery = rewrite(parsed.pieces, corrections);
      parsed = parseQuery(correctedQuery);
      facts = await indexFacts(db, counts, plainWords(parsed), spellings(parsed), codes(parsed));
    }
  }

  const concepts = parsed.concepts.map((concept) => {
    if (concept.plainWord !== lastWord || !lastWord) return concept;
    const [exact, prefix] = facts.words[lastWord] ?? [false, false];
    return !exact && prefix ? { ...concept, terms: [{ words: [lastWord], prefix: true }] } : concept;
  });
  const filters: UnderstoodFilter[] = [];
  for (const filter of parsed.filters) {
    if (filter.kind === "city") {
      const held = filter.spellings.filter((spelling) => facts.cities.includes(spelling));
      if (held.length > 0) filters.push({ ...filter, spellings: held });
      else concepts.push(asText(filter, parsed.pieces));
    } else if (filter.kind === "country") {
      if (facts.countries.includes(filter.value)) filters.push(filter);
      // A region's country without jobs is left out; the region is text only when none has jobs.
      else if (filter.region === undefined) concepts.push(asText(filter, parsed.pieces));
    } else filters.push(filter);
  }
  for (const region of new Set(
    parsed.filters.flatMap((f) => (f.kind === "country" && f.region ? [f.region] : [])),
  ))
    if (!filters.some((f) => f.kind === "country" && f.region === region)) {
      const first = parsed.filters.find((f) => f.kind === "country" && f.region === region);
      if (first) concepts.push(asText(first, parsed.pieces));
    }
  return { ...parsed, concepts, filters, ...(correctedQuery ? { correctedQuery } : {}) };
}

/** The understanding with its filters searched as text again (when they left nothing). */
export function withoutFilters(understanding: Understanding): Understanding {
  const words = understanding.filters.map((filter) => asText(filter, understanding.pieces));
  return { ...understanding, concepts: [...understanding.concepts, ...words], filters: [] };
}
