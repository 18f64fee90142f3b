import type { EmploymentType, Workplace } from "@site/contract/job-structure";
import places from "./search-places.json" with { type: "json" };
import { foldSearchText } from "./search-text.ts";
import vocabulary from "./search-vocabulary.json" with { type: "json" };

/**
 * What a job seeker's search box text asks for (docs/decisions/067-search-that-understands-job-seekers.md):
 * the concepts to find (each word or known phrase with the other ways the field writes it), the
 * words to leave out, and the words that name a structured fact (remote, part-time, a city, a
 * salary), which become filters instead of text. Pure: what needs the database (which words the
 * index knows, which places have jobs) is decided in search-understanding.ts.
 */

/** One way to write a concept: words in a row; the last may be a prefix still being typed. */
export interface Alternative {
  words: string[];
  prefix?: boolean;
}

export interface Concept {
  /** The words as typed (folded), for messages and highlighting. */
  source: string[];
  /** Index of the typed piece each concept came from, to rewrite the text for "did you mean". */
  pieces: number[];
  terms: Alternative[];
  /** Close roles, ranked below the terms ("Node.js" for "JS"). */
  related: Alternative[];
  /** Seniority and generic nouns ("senior", "engineer") weigh less in the ranking. */
  weak: boolean;
  /** A seniority ("senior", "entry level"): the seniorities a title must not state ("graduate"). */
  opposite?: Alternative[];
  /** A single word the vocabulary does not know: the index is asked whether it holds it. */
  plainWord?: string;
  /** Typed in quotes: matched as written, no synonyms, no correction. */
  quoted?: boolean;
  /** The words of a filter searched as text (no job met it): they never answer by themselves. */
  fromFilter?: boolean;
}

export type UnderstoodFilter =
  | { kind: "workplace"; value: Workplace; pieces: number[] }
  | { kind: "employmentType"; value: EmploymentType; pieces: number[] }
  | { kind: "city"; value: string; spellings: string[]; pieces: number[] }
  | { kind: "country"; value: string; pieces: number[] }
  | { kind: "salary"; value: number; currency?: string; pieces: number[] };

export interface ParsedQuery {
  /** The pieces of the text as typed (split on spaces, quotes kept together). */
  pieces: string[];
  concepts: Concept[];
  excluded: Alternative[];
  filters: UnderstoodFilter[];
}

/** PostgreSQL's English stop words: the index never holds them, so a query word that is one matches nothing. */
export const stopWords = new Set(
  "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing a an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now".split(
    " ",
  ),
);

const words = (text: string) =>
  foldSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/**
 * A word written with a slash ("CI/CD", "UI/UX", "TCP/IP"): the text search parser indexes it as
 * one word, so it is searched as written as well as by its parts.
 */
const slashWord = /^[\p{L}\p{N}]+(?:\/[\p{L}\p{N}]+)+$/u;
const slashed = (text: string): string | undefined => {
  const folded = foldSearchText(text).trim();
  return slashWord.test(folded) ? folded : undefined;
};
const alternative = (text: string): Alternative => {
  const whole = slashed(text);
  return { words: whole ? [whole] : words(text) };
};
/** The ways to write a typed slash word: as the index holds it, and its parts in a row. */
const slashAlternatives = (whole: string): Alternative[] => [{ words: [whole] }, { words: whole.split("/") }];

interface Group {
  terms: Alternative[];
  related: Alternative[];
  weak: boolean;
  opposite?: Alternative[];
}
/** Each known phrase (folded words joined by a space) → its group. */
const phrases = new Map<string, Group>();
for (const entry of vocabulary.groups as {
  terms: string[];
  related?: string[];
  weak?: boolean;
  opposite?: string[];
}[]) {
  const group: Group = {
    terms: entry.terms.map(alternative),
    related: (entry.related ?? []).map(alternative),
    weak: entry.weak ?? false,
    ...(entry.opposite ? { opposite: entry.opposite.map(alternative) } : {}),
  };
  for (const term of group.terms) {
    const key = term.words.flatMap((word) => word.split("/")).join(" ");
    if (!phrases.has(key)) phrases.set(key, group);
  }
}
/** A word in the plural ("analyst" → analysts, "company" → companies, "coach" → coaches). */
const plural = (word: string) =>
  /[^aeiou]y$/.test(word)
    ? `${word.slice(0, -1)}ies`
    : /(?:s|x|z|ch|sh)$/.test(word)
      ? `${word}es`
      : `${word}s`;
// Each phrase in the plural of its last word ("hr business partners", "sdets"): a job seeker types
// role names in the plural; the index's stemmer already finds both.
for (const [key, group] of [...phrases]) {
  const parts = key.split(" ");
  const last = parts.at(-1) ?? "";
  if (last.length < 3 || !/^[a-z]+$/.test(last)) continue;
  const many = [...parts.slice(0, -1), plural(last)].join(" ");
  if (!phrases.has(many)) phrases.set(many, group);
}
/** Words job seekers shorten ("mgr", "admin") → their long form, folded (decision 096). */
const abbreviations = new Map(
  Object.entries(vocabulary.abbreviations as Record<string, string>).map(([short, long]) => [
    short,
    words(long),
  ]),
);
/** The words with each abbreviation written out. */
const writtenOut = (typed: string[]) => typed.flatMap((word) => abbreviations.get(word) ?? [word]);
const ignored = new Set(vocabulary.ignored.flatMap(words));
const longestPhrase = Math.max(...[...phrases.keys()].map((key) => key.split(" ").length));

/** True when the vocabulary or the stop words know the word (no need to ask the index). */
export const knownWord = (word: string) =>
  phrases.has(word) || abbreviations.has(word) || ignored.has(word) || stopWords.has(word);

const workplaceWords: [string, Workplace][] = [
  ["remote", "remote"],
  ["remotely", "remote"],
  ["fully remote", "remote"],
  ["work from home", "remote"],
  ["from home", "remote"],
  ["wfh", "remote"],
  ["hybrid", "hybrid"],
  ["on site", "on_site"],
  ["onsite", "on_site"],
  ["in office", "on_site"],
  ["in the office", "on_site"],
  ["office based", "on_site"],
];
const employmentWords: [string, EmploymentType][] = [
  ["part time", "part_time"],
  ["parttime", "part_time"],
  ["full time", "full_time"],
  ["fulltime", "full_time"],
  ["permanent", "full_time"],
  ["contract", "contract"],
  ["contractor", "contract"],
  ["freelance", "contract"],
  ["freelancer", "contract"],
  ["internship", "internship"],
  ["internships", "internship"],
  ["intern", "internship"],
  ["interns", "internship"],
  ["temporary", "temporary"],
  ["temp", "temporary"],
];
const factPhrases = new Map<string, (pieces: number[]) => UnderstoodFilter>();
for (const [text, value] of workplaceWords)
  factPhrases.set(words(text).join(" "), (pieces) => ({ kind: "workplace", value, pieces }));
for (const [text, value] of employmentWords)
  factPhrases.set(words(text).join(" "), (pieces) => ({ kind: "employmentType", value, pieces }));
for (const city of places.cities)
  for (const name of [city.name, ...city.aliases]) {
    const spellings = [
      city.name,
      ...city.aliases.map((alias) => alias.replace(/\b\p{L}/gu, (c) => c.toUpperCase())),
    ];
    factPhrases.set(words(name).join(" "), (pieces) => ({
      kind: "city",
      value: city.name,
      spellings,
      pieces,
    }));
  }
for (const country of places.countries)
  for (const name of country.names)
    factPhrases.set(words(name).join(" "), (pieces) => ({ kind: "country", value: country.code, pieces }));
const longestFact = Math.max(...[...factPhrases.keys()].map((key) => key.split(" ").length));

/**
 * Every word the search box understands: its vocabulary's terms, the workplace and employment
 * words, the places. The AI Agent's spell checker knows them, so that "contract" or "tech writer"
 * is not corrected to a word of the documentation (issue #31).
 */
export const understoodWords: readonly string[] = [
  ...new Set(
    [...phrases.keys(), ...factPhrases.keys(), ...abbreviations.keys()].flatMap((key) => key.split(" ")),
  ),
];

const currencyWords: Record<string, string> = {
  usd: "USD",
  dollars: "USD",
  eur: "EUR",
  euro: "EUR",
  euros: "EUR",
  gbp: "GBP",
  pounds: "GBP",
  chf: "CHF",
  cad: "CAD",
  aud: "AUD",
  sgd: "SGD",
};
const currencySigns: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP" };

interface Token {
  word: string;
  piece: number;
  negated: boolean;
  /** Tokens of one quoted phrase share a number. */
  quote?: number;
  /** "or" stood before this token. */
  orBefore: boolean;
  /** The first word of a slash word ("ci" of "ci/cd"): the whole word, as the index holds it. */
  slash?: string;
}

/** The typed text cut into pieces and folded words. */
function tokenize(keyword: string): { pieces: string[]; tokens: Token[] } {
  const quotesClosed = (keyword.match(/"/g)?.length ?? 0) % 2 === 0;
  const text = quotesClosed ? keyword : keyword.replaceAll('"', " ");
  const pieces: string[] = [];
  const tokens: Token[] = [];
  let quote = 0;
  let orBefore = false;
  for (const match of text.matchAll(/(-?)"([^"]*)"|(\S+)/g)) {
    const piece = pieces.push(match[0]) - 1;
    if (match[3] !== undefined) {
      const raw = match[3];
      if (raw.toLowerCase() === "or") {
        orBefore = tokens.length > 0;
        continue;
      }
      const negated = raw.startsWith("-") && raw.length > 1;
      const slash = negated ? undefined : slashed(raw);
      for (const word of words(negated ? raw.slice(1) : raw)) {
        tokens.push({ word, piece, negated, orBefore, ...(slash ? { slash } : {}) });
        orBefore = false;
      }
    } else {
      quote += 1;
      for (const word of words(match[2] ?? "")) {
        tokens.push({ word, piece, negated: match[1] === "-", quote, orBefore });
        orBefore = false;
      }
    }
  }
  return { pieces, tokens };
}

/** A salary in the text ("80k", "€90k", "100000 eur"): a yearly floor, in a currency when it says one. */
function salaryAt(
  tokens: Token[],
  pieces: string[],
  start: number,
): { filter: UnderstoodFilter; length: number } | undefined {
  const token = tokens[start];
  if (!token || token.negated || token.quote) return undefined;
  const thousands = /^(\d{1,4})k$/.exec(token.word);
  const whole = /^\d{5,7}$/.test(token.word) ? Number(token.word) : undefined;
  const value = thousands ? Number(thousands[1]) * 1000 : whole;
  if (value === undefined || value < 10_000) return undefined;
  const next = tokens[start + 1];
  const named = next && !next.quote ? currencyWords[next.word] : undefined;
  const sign = Object.entries(currencySigns).find(([symbol]) => pieces[token.piece]?.includes(symbol))?.[1];
  const currency = named ?? sign;
  const used = named && next ? [token.piece, next.piece] : [token.piece];
  return {
    filter: { kind: "salary", value, ...(currency ? { currency } : {}), pieces: [...new Set(used)] },
    length: named ? 2 : 1,
  };
}

/** Reads the text: filters first (longest phrase wins), then concepts from the vocabulary. */
export function parseQuery(keyword: string): ParsedQuery {
  const { pieces, tokens } = tokenize(keyword);
  const filters: UnderstoodFilter[] = [];
  const rest: Token[] = [];
  for (let i = 0; i < tokens.length; ) {
    const salary = salaryAt(tokens, pieces, i);
    if (salary) {
      filters.push(salary.filter);
      i += salary.length;
      continue;
    }
    let matched = 0;
    const token = tokens[i] as Token;
    if (!token.negated && !token.quote) {
      for (let length = Math.min(longestFact, tokens.length - i); length > 0 && !matched; length -= 1) {
        const run = tokens.slice(i, i + length);
        if (run.some((t) => t.negated || t.quote)) continue;
        const filter = factPhrases.get(run.map((t) => t.word).join(" "))?.([
          ...new Set(run.map((t) => t.piece)),
        ]);
        if (!filter) continue;
        if (!filters.some((f) => f.kind === filter.kind && f.value === filter.value)) filters.push(filter);
        matched = length;
      }
    }
    if (matched) i += matched;
    else {
      rest.push(token);
      i += 1;
    }
  }

  const concepts: Concept[] = [];
  const excluded: Alternative[] = [];
  for (let i = 0; i < rest.length; ) {
    const token = rest[i] as Token;
    if (token.quote !== undefined) {
      let end = i;
      while (rest[end]?.quote === token.quote) end += 1;
      const run = rest.slice(i, end);
      const phrase = { words: run.map((t) => t.word) };
      if (token.negated) excluded.push(phrase);
      else
        push(
          {
            source: phrase.words,
            pieces: [token.piece],
            terms: [phrase],
            related: [],
            weak: false,
            quoted: true,
          },
          token,
        );
      i += run.length;
      continue;
    }
    if (token.negated) {
      excluded.push({ words: [token.word] });
      i += 1;
      continue;
    }
    let matched = 0;
    const slash = token.slash;
    const parts = slash?.split("/").length ?? 0;
    let run = 0;
    while (rest[i + run]?.slash === slash && rest[i + run]?.piece === token.piece) run += 1;
    // Every part still a word to search (none read as a filter), and no vocabulary phrase.
    if (slash && run === parts && !phrases.has(slash.split("/").join(" "))) {
      // A slash word the vocabulary does not know: one concept, as written or by its parts.
      push(
        {
          source: slash.split("/"),
          pieces: [token.piece],
          terms: slashAlternatives(slash),
          related: [],
          weak: false,
        },
        token,
      );
      i += parts;
      continue;
    }
    for (let length = Math.min(longestPhrase, rest.length - i); length > 0 && !matched; length -= 1) {
      const run = rest.slice(i, i + length);
      if (run.some((t) => t.negated || t.quote !== undefined || (t !== token && t.orBefore))) continue;
      const typed = run.map((t) => t.word);
      const typedKey = typed.join(" ");
      const longKey = writtenOut(typed).join(" ");
      // As typed, else with its abbreviations written out ("account exec" = account executive).
      const group = phrases.get(typedKey) ?? phrases.get(longKey);
      if (!group) continue;
      // Found only written out: the words as typed are searched too.
      const asTyped = longKey !== typedKey && !phrases.has(typedKey);
      push(
        {
          source: typed,
          pieces: [...new Set(run.map((t) => t.piece))],
          terms: asTyped ? [...group.terms, { words: typed }] : group.terms,
          related: group.related,
          weak: group.weak,
          ...(group.opposite ? { opposite: group.opposite } : {}),
        },
        token,
      );
      matched = length;
    }
    const long = abbreviations.get(token.word);
    if (!matched && long) {
      // A shortened word the vocabulary has no group for: the word as typed or written out.
      push(
        {
          source: [token.word],
          pieces: [token.piece],
          terms: [{ words: [token.word] }, { words: long }],
          related: [],
          weak: false,
        },
        token,
      );
      matched = 1;
    }
    if (!matched) {
      if (!ignored.has(token.word) && !stopWords.has(token.word))
        push(
          {
            source: [token.word],
            pieces: [token.piece],
            terms: [{ words: [token.word] }],
            related: [],
            weak: false,
            plainWord: token.word,
          },
          token,
        );
      matched = 1;
    }
    i += matched;
  }
  return { pieces, concepts, excluded, filters };

  /** Adds a concept; after "or" it joins the one before as an alternative. */
  function push(concept: Concept, first: Token) {
    const before = concepts.at(-1);
    if (first.orBefore && before) {
      concepts[concepts.length - 1] = {
        source: [...before.source, "or", ...concept.source],
        pieces: [...before.pieces, ...concept.pieces],
        terms: [...before.terms, ...concept.terms],
        related: [...before.related, ...concept.related],
        weak: before.weak && concept.weak,
      };
    } else concepts.push(concept);
  }
}
