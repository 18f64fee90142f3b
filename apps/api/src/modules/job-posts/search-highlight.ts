import type { SearchHighlight } from "@site/contract/api/job-posts";
import { inArray } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";
import type { Concept } from "./query-understanding.ts";
import { foldSearchText } from "./search-text.ts";

/**
 * Why a job matched (docs/decisions/067-search-that-understands-job-seekers.md): the stretches of
 * its title and of a short description excerpt holding the searched words, any of their
 * synonyms, or a word sharing their stem ("engineering" for "engineer"). Plain text with offsets:
 * the page marks them without rendering any HTML from the post.
 */

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 220;

/** The folded words a document word may match: each concept's ways of writing it. */
export function highlightWords(concepts: Concept[]): string[] {
  const words = concepts.flatMap((concept) => concept.terms.flatMap((alternative) => alternative.words));
  return [...new Set(words)];
}

function matches(token: string, words: readonly string[]): boolean {
  return foldSearchText(token)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .some((part) =>
      words.some(
        (word) =>
          part === word || (word.length >= 4 && part.startsWith(word.slice(0, Math.max(4, word.length - 2)))),
      ),
    );
}

/** "node.js." → "node.js": the dots that end a sentence, in one pass (no backtracking on "....."). */
function withoutTrailingDots(word: string): string {
  let end = word.length;
  while (end > 0 && word[end - 1] === ".") end -= 1;
  return word.slice(0, end);
}

/** The [start, end) stretches of `text` whose words match. */
export function marksIn(text: string, words: readonly string[]): [number, number][] {
  const marks: [number, number][] = [];
  for (const token of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}+#.]*/gu)) {
    const raw = withoutTrailingDots(token[0]);
    if (matches(raw, words)) marks.push([token.index, token.index + raw.length]);
  }
  return marks;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The description as plain text: tags dropped, the common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^<>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function highlight(title: string, descriptionHtml: string, words: readonly string[]): SearchHighlight {
  const text = plainText(descriptionHtml);
  const all = marksIn(text, words);
  const first = all[0]?.[0] ?? 0;
  let start = Math.max(0, first - SNIPPET_BEFORE);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const lead = start > 0 ? "… " : "";
  const snippet = `${lead}${text.slice(start, end)}${end < text.length ? " …" : ""}`;
  const snippetMarks = all
    .filter(([from, to]) => from >= start && to <= end)
    .map(([from, to]): [number, number] => [from - start + lead.length, to - start + lead.length]);
  return { title: marksIn(title, words), snippet, snippetMarks };
}

/** The highlights of one page of jobs: their descriptions read in one query. */
export async function pageHighlights(
  db: Db,
  rows: readonly { id: number; title: string }[],
  concepts: Concept[],
): Promise<Map<number, SearchHighlight>> {
  const words = highlightWords(concepts);
  if (rows.length === 0 || words.length === 0) return new Map();
  const descriptions = await db
    .select({ id: jobs.id, descriptionHtml: jobs.descriptionHtml })
    .from(jobs)
    .where(
      inArray(
        jobs.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(descriptions.map((row) => [row.id, row.descriptionHtml]));
  return new Map(rows.map((row) => [row.id, highlight(row.title, byId.get(row.id) ?? "", words)]));
}
