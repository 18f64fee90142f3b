import type { Options, SearchOptions } from "minisearch";

/** A stored search hit: where it lands and what the result list shows. */
export interface DocSearchHit {
  id: string;
  set: string;
  section: string;
  anchor: string;
  title: string;
  sectionTitle: string;
}

/**
 * Words of identifiers stay whole and are also split: "run_cmd" is found by "run_cmd",
 * "run" and "cmd". The build (scripts/build-docs.ts) and the browser must tokenize alike.
 */
export function tokenize(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  return words.flatMap((word) => {
    const parts = word.split("_").filter(Boolean);
    return parts.length > 1 ? [word, ...parts] : [word];
  });
}

export const indexOptions: Options = {
  fields: ["title", "sectionTitle", "text"],
  storeFields: ["set", "section", "anchor", "title", "sectionTitle"],
  tokenize,
};

export const queryOptions: SearchOptions = {
  boost: { title: 4, sectionTitle: 1.5 },
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  combineWith: "AND",
};

export const MAX_SEARCH_RESULTS = 8;
