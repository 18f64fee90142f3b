import {
  type Alternative,
  abbreviations,
  factPhrases,
  ignored,
  longestFact,
  longestPhrase,
  phrases,
  slashed,
  stopWords,
  type UnderstoodFilter,
  words,
  writtenOut,
} from "./search-vocabulary.ts";

/**
 * What a job seeker's search box text asks for (docs/decisions/067-search-that-understands-job-seekers.md):
 * the concepts to find (each word or known phrase with the other ways the field writes it), the
 * words to leave out, and the words that name a structured fact (remote, part-time, a city, a
 * salary), which become filters instead of text. Pure: what needs the database (which words the
 * index knows, which places have jobs) is decided in search-understanding.ts.
 */

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
export interface ParsedQuery {
  /** The pieces of the text as typed (split on spaces, quotes kept together). */
  pieces: string[];
  concepts: Concept[];
  excluded: Alternative[];
  filters: UnderstoodFilter[];
}

/**
 * A part of a slash word that names something by itself ("ios" of "ios/android"), unlike the
 * letters of "a/b" or the digits of "24/7": such a slash word lists alternatives.
 */
const listPart = (part: string) => part.length >= 2 && !stopWords.has(part) && !/^\d+$/.test(part);

/** The ways to write a typed slash word: as the index holds it, and its parts in a row. */
const slashAlternatives = (whole: string): Alternative[] => [{ words: [whole] }, { words: whole.split("/") }];

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
      // A list typed with commas ("python, go") offers alternatives, as "or" does.
      if (raw.endsWith(",") && tokens.at(-1)?.piece === piece) orBefore = true;
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
        const found = factPhrases.get(run.map((t) => t.word).join(" "))?.([
          ...new Set(run.map((t) => t.piece)),
        ]);
        if (!found) continue;
        // A region gives one filter per country.
        for (const filter of [found].flat())
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
  /** Slash words read as alternatives: the whole word joins the concept of its piece. */
  const listWholes: { whole: string; piece: number }[] = [];
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
    const known = slash !== undefined && phrases.has(slash.split("/").join(" "));
    if (slash && run === parts && !known && slash.split("/").every(listPart)) {
      // Words offered as alternatives ("ios/android", "node.js/typescript"): each part is read
      // through the vocabulary as if "or" stood between them, and the whole, as the index holds
      // it, is one more way to write the first.
      for (let k = 0; k < parts; k += 1) {
        const part = rest[i + k] as Token;
        const { slash: _whole, ...plain } = part;
        rest[i + k] = k > 0 ? { ...plain, orBefore: true } : plain;
      }
      listWholes.push({ whole: slash, piece: token.piece });
      continue;
    }
    if (slash && run === parts && !known) {
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
  for (const { whole, piece } of listWholes) {
    const concept = concepts.find((c) => c.pieces.includes(piece) && !c.quoted);
    // A list's order says nothing: "ui/ux" is also the title's "UX/UI" (one word in the index).
    const parts = whole.split("/");
    const reversed = parts.length === 2 ? [{ words: [[...parts].reverse().join("/")] }] : [];
    if (concept) concept.terms = [...concept.terms, { words: [whole] }, ...reversed];
  }
  return { pieces, concepts, excluded, filters };

  /**
   * Adds a concept; after "or" it joins the one before as an alternative. A group read twice
   * ("entry level … no experience") is one concept.
   */
  function push(concept: Concept, first: Token) {
    const before = concepts.at(-1);
    const same = first.orBefore ? undefined : concepts.find((c) => c.terms === concept.terms);
    if (same) {
      same.source = [...same.source, ...concept.source];
      same.pieces = [...same.pieces, ...concept.pieces];
    } else if (first.orBefore && before) {
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
