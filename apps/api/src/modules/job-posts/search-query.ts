import { type SQL, sql } from "drizzle-orm";

/**
 * The tsquery of a search box text: web-search syntax ("quoted phrase", or, -word), and the
 * last plain word also matches as a prefix, so typing "kube" already finds Kubernetes.
 */
export function searchQuery(keyword: string): SQL | undefined {
  const text = keyword.trim();
  if (!text) return undefined;
  const tokens = text.split(/\s+/);
  const last = tokens.at(-1) ?? "";
  const quotesClosed = (text.match(/"/g)?.length ?? 0) % 2 === 0;
  if (!quotesClosed || !/^[\p{L}\p{N}]+$/u.test(last) || last.toLowerCase() === "or") {
    return sql`websearch_to_tsquery('english', ${text})`;
  }
  const before = tokens.at(-2)?.toLowerCase();
  const prefix = sql`to_tsquery('english', ${`${last}:*`})`;
  if (before === "or") {
    const head = tokens.slice(0, -2).join(" ");
    if (!head) return prefix;
    return sql`(websearch_to_tsquery('english', ${head}) || ${prefix})`;
  }
  const head = tokens.slice(0, -1).join(" ");
  // A single word is only its prefix query: an empty web-search query would cost a notice a call.
  if (!head) return prefix;
  return sql`(websearch_to_tsquery('english', ${head}) && ${prefix})`;
}
