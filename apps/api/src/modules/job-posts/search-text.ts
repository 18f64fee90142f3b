/**
 * The one spelling of text that the search index and the search box share
 * (docs/decisions/067-search-that-understands-job-seekers.md): accents and case folded ("São
 * Paulo" = "sao paulo", "ZÜRICH" = "zurich"), and the symbols of programming languages kept as
 * words ("C++" = cplusplus, "C#" = csharp, ".NET" = dotnet, "Node.js" = nodejs), which the text
 * search parser would otherwise cut down to "c", "net" and a host name. The database applies
 * `search_fold(text)` (migration 0011) when it indexes a post; `foldSearchText` is its twin for the
 * query, and a test checks on both databases that they agree.
 */

/** Letters written with one ASCII letter once their accent is gone (both cases). */
const foldedLetters: [string, string][] = [];
for (let code = 0xc0; code <= 0x24f; code += 1) {
  const letter = String.fromCodePoint(code);
  const base = letter.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (base !== letter && /^[a-z]$/.test(base)) foldedLetters.push([letter, base]);
}
/** Letters without a decomposition, folded by hand (ø, ł, đ, ı), and the ones that become two. */
const extraLetters: [string, string][] = [
  ["Ø", "o"],
  ["ø", "o"],
  ["Ł", "l"],
  ["ł", "l"],
  ["Đ", "d"],
  ["đ", "d"],
  ["Ð", "d"],
  ["ð", "d"],
  ["ı", "i"],
];
const twoLetters: [string, string][] = [
  ["ß", "ss"],
  ["Æ", "ae"],
  ["æ", "ae"],
  ["Œ", "oe"],
  ["œ", "oe"],
  ["Þ", "th"],
  ["þ", "th"],
];
const oneLetter = new Map([...foldedLetters, ...extraLetters]);
export const translateFrom = [...oneLetter.keys()].join("");
export const translateTo = [...oneLetter.values()].join("");

/**
 * Symbols rewritten to words, in order, as (PostgreSQL pattern, replacement) pairs on lowercase
 * text; the JavaScript twin below reads the same table (`\1` becomes `$1`).
 */
export const symbolRules: readonly (readonly [string, string])[] = [
  ["c\\+\\+", " cplusplus "],
  ["c#", " csharp "],
  ["f#", " fsharp "],
  ["\\.net([^a-z0-9]|$)", " dotnet\\1"],
  ["([a-z0-9])\\.js([^a-z0-9]|$)", "\\1js\\2"],
];

/** Folds text for the search (see the file comment); the same result as SQL `search_fold`. */
export function foldSearchText(text: string): string {
  let folded = "";
  for (const char of text) folded += oneLetter.get(char) ?? char;
  for (const [from, to] of twoLetters) folded = folded.replaceAll(from, to);
  // PostgreSQL's lower() changes ASCII letters only under the C locale PGlite runs with.
  folded = folded.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
  for (const [pattern, replacement] of symbolRules)
    folded = folded.replace(new RegExp(pattern, "g"), replacement.replace(/\\(\d)/g, "$$$1"));
  return folded;
}

/** The SQL of `search_fold(input text)`, as migration 0011 creates it. */
export function searchFoldSql(): string {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  let body = `translate(input, ${quote(translateFrom)}, ${quote(translateTo)})`;
  for (const [from, to] of twoLetters) body = `replace(${body}, ${quote(from)}, ${quote(to)})`;
  body = `lower(${body})`;
  for (const [pattern, replacement] of symbolRules)
    body = `regexp_replace(${body}, ${quote(pattern)}, ${quote(replacement)}, 'g')`;
  return `CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT ${body} $$;`;
}

/** The words of folded text: letters and digits (the parser's word characters after folding). */
export const searchWords = (text: string): string[] =>
  foldSearchText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
