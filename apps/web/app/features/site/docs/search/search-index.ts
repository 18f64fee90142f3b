import type MiniSearch from "minisearch";
import { useEffect, useState } from "react";
import { type DocSearchHit, indexOptions, MAX_SEARCH_RESULTS, queryOptions } from "./search-options";

type Index = MiniSearch<DocSearchHit>;

let loading: Promise<Index> | undefined;

/**
 * Loads the index built at build time (generated/search-index.gen.ts) and MiniSearch, as one
 * lazily loaded chunk of this site: search works without any other service, and pages that
 * never search never download it.
 */
export function loadSearchIndex(): Promise<Index> {
  loading ??= Promise.all([import("minisearch"), import("../generated/search-index.gen")])
    .then(([{ default: MiniSearchClass }, { searchIndexJson }]) =>
      MiniSearchClass.loadJSON<DocSearchHit>(searchIndexJson, indexOptions),
    )
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export function searchDocs(index: Index, query: string): DocSearchHit[] {
  if (query.trim() === "") return [];
  return index
    .search(query, queryOptions)
    .slice(0, MAX_SEARCH_RESULTS)
    .map((result) => ({
      id: String(result.id),
      set: String(result.set),
      section: String(result.section),
      anchor: String(result.anchor),
      title: String(result.title),
      sectionTitle: String(result.sectionTitle),
    }));
}

export type SearchIndexState =
  | { status: "loading" }
  | { status: "ready"; index: Index }
  | { status: "error" };

export function useSearchIndex(): SearchIndexState {
  const [state, setState] = useState<SearchIndexState>({ status: "loading" });
  useEffect(() => {
    let active = true;
    loadSearchIndex().then(
      (index) => active && setState({ status: "ready", index }),
      () => active && setState({ status: "error" }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
