import type { PostedWithin } from "@site/contract/job-filter";
import type { EmploymentType, Workplace } from "@site/contract/job-structure";
import places from "./search-places.json" with { type: "json" };
import { foldSearchText } from "./search-text.ts";
import vocabulary from "./search-vocabulary.json" with { type: "json" };

/**
 * The search vocabulary, read once at start from data an operator extends
 * (search-vocabulary.json, search-places.json; decisions 067, 088, 096): the known phrases with
 * their plurals, the abbreviations, the ignored words, and the phrases that name a structured fact
 * (workplace, employment type, a city or country). The parser (query-understanding.ts) looks the
 * typed words up here.
 */

/** One way to write a concept: words in a row; the last may be a prefix still being typed. */
export interface Alternative {
  words: string[];
  prefix?: boolean;
}

export type UnderstoodFilter =
  | { kind: "workplace"; value: Workplace; pieces: number[] }
  | { kind: "employmentType"; value: EmploymentType; pieces: number[] }
  /** `country`: the city's country, whose remote jobs rank next when the city only ranks. */
  | { kind: "city"; value: string; spellings: string[]; country: string; pieces: number[] }
  /** `region`: the region's words as typed ("latam"), when one of its countries (decision 107). */
  | { kind: "country"; value: string; pieces: number[]; region?: string }
  | { kind: "salary"; value: number; currency?: string; pieces: number[] }
  /** How recently the job was posted ("posted this week", decision 111). */
  | { kind: "postedWithin"; value: PostedWithin; pieces: number[] };

/** PostgreSQL's English stop words: the index never holds them, so a query word that is one matches nothing. */
export const stopWords = new Set(
  "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing a an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now".split(
    " ",
  ),
);

export const words = (text: string) =>
  foldSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/**
 * A word written with a slash ("CI/CD", "UI/UX", "TCP/IP"): the text search parser indexes it as
 * one word, so it is searched as written as well as by its parts.
 */
const slashWord = /^[\p{L}\p{N}]+(?:\/[\p{L}\p{N}]+)+$/u;
export const slashed = (text: string): string | undefined => {
  const folded = foldSearchText(text).trim();
  return slashWord.test(folded) ? folded : undefined;
};
const alternative = (text: string): Alternative => {
  const whole = slashed(text);
  return { words: whole ? [whole] : words(text) };
};

export interface Group {
  terms: Alternative[];
  related: Alternative[];
  weak: boolean;
  opposite?: Alternative[];
}
/** Each known phrase (folded words joined by a space) → its group. */
export const phrases = new Map<string, Group>();
for (const entry of vocabulary.groups as {
  terms: string[];
  /** Phrases typed for the group that posts do not write ("no experience"): read, never searched. */
  typed?: string[];
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
  for (const term of [...group.terms, ...(entry.typed ?? []).map(alternative)]) {
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
export const abbreviations = new Map(
  Object.entries(vocabulary.abbreviations as Record<string, string>).map(([short, long]) => [
    short,
    words(long),
  ]),
);
/** The words with each abbreviation written out. */
export const writtenOut = (typed: string[]) => typed.flatMap((word) => abbreviations.get(word) ?? [word]);
export const ignored = new Set(vocabulary.ignored.flatMap(words));
export const longestPhrase = Math.max(...[...phrases.keys()].map((key) => key.split(" ").length));

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
const postedWords: [string, PostedWithin][] = [
  ["today", "24h"],
  ["last 24 hours", "24h"],
  ["past 24 hours", "24h"],
  ["last 24h", "24h"],
  ["past 24h", "24h"],
  ["this week", "7d"],
  ["last week", "7d"],
  ["past week", "7d"],
  ["last 7 days", "7d"],
  ["past 7 days", "7d"],
  ["this month", "30d"],
  ["last month", "30d"],
  ["past month", "30d"],
  ["last 30 days", "30d"],
  ["past 30 days", "30d"],
];
export const factPhrases = new Map<string, (pieces: number[]) => UnderstoodFilter | UnderstoodFilter[]>();
for (const [text, value] of postedWords)
  factPhrases.set(words(text).join(" "), (pieces) => ({ kind: "postedWithin", value, pieces }));
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
      country: city.country,
      pieces,
    }));
  }
for (const country of places.countries)
  for (const name of country.names)
    factPhrases.set(words(name).join(" "), (pieces) => ({ kind: "country", value: country.code, pieces }));
// A region ("europe", "latam", "dach") names the set of its countries (decision 107).
for (const region of places.regions)
  for (const name of region.names) {
    const key = words(name).join(" ");
    factPhrases.set(key, (pieces) =>
      region.countries.map((code) => ({ kind: "country", value: code, pieces, region: key })),
    );
  }
export const longestFact = Math.max(...[...factPhrases.keys()].map((key) => key.split(" ").length));

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
