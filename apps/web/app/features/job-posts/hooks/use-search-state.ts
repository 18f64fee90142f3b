import type { SearchSort } from "@site/contract/api/job-posts";
import { SEARCH_DEBOUNCE_MS } from "@site/contract/constants";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { normalizeTerm, readSearchState, type SearchFilters, searchParamsOf } from "#web/lib/search-params";

/**
 * The search of /search-jobs, kept in the URL (?q=&page=, the filters and the sort). Typing edits
 * a draft that becomes the search SEARCH_DEBOUNCE_MS after the last keystroke, on page 1
 * (docs/product/requirements.md §4 and §9). A filter or sort change is a new search on page 1,
 * with its own history entry. Back and forward, or a shared link, update the box and the panel.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the state's identity.
  const state = useMemo(() => readSearchState(params), [query]);
  const { term, page } = state;
  const [draft, setDraft] = useState(term);
  // The latest state and setter, so the debounce timer is not restarted when the URL changes for other reasons.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const stateRef = useRef(state);
  stateRef.current = state;

  // The URL changed (history, a link): show its term, unless the draft already means it
  // (the user may be typing a trailing space). Not on mount: the draft starts as the URL's term,
  // or as what the visitor typed before the app started (job-search-screen.tsx).
  const shownTerm = useRef(term);
  useEffect(() => {
    if (shownTerm.current === term) return;
    shownTerm.current = term;
    setDraft((current) => (normalizeTerm(current) === term ? current : term));
  }, [term]);

  useEffect(() => {
    const next = normalizeTerm(draft);
    if (next === term) return;
    const timer = setTimeout(() => {
      // Typing replaces the history entry: Back leaves the search, not each keystroke.
      setParamsRef.current(searchParamsOf({ ...stateRef.current, term: next, page: 1, exact: false }), {
        replace: true,
        preventScrollReset: true,
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, term]);

  /** Searches for the draft now (the Enter key), without waiting for the debounce. */
  const submitDraft = useCallback(() => {
    const next = normalizeTerm(draft);
    if (next !== term)
      setParamsRef.current(searchParamsOf({ ...stateRef.current, term: next, page: 1, exact: false }), {
        replace: true,
      });
  }, [draft, term]);

  /** Goes to a page (a new history entry); the caller checks it is within 1..totalPages. */
  const goToPage = useCallback(
    (target: number) =>
      setParamsRef.current(searchParamsOf({ ...stateRef.current, page: target }), {
        preventScrollReset: true,
      }),
    [],
  );

  /** Narrows or widens the search: back to page 1. */
  const setFilters = useCallback(
    (filters: SearchFilters) =>
      setParamsRef.current(searchParamsOf({ ...stateRef.current, filters, page: 1 }), {
        preventScrollReset: true,
      }),
    [],
  );

  const setSort = useCallback(
    (sort: SearchSort) =>
      setParamsRef.current(searchParamsOf({ ...stateRef.current, sort, page: 1 }), {
        preventScrollReset: true,
      }),
    [],
  );

  /** Searches for other words at once (a corrected search, a removed filter chip): page 1, a history entry. */
  const searchFor = useCallback((next: string, exact = false) => {
    const term = normalizeTerm(next);
    shownTerm.current = term;
    setDraft(term);
    setParamsRef.current(searchParamsOf({ ...stateRef.current, term, page: 1, exact }), {
      preventScrollReset: true,
    });
  }, []);

  return { state, term, page, draft, setDraft, submitDraft, goToPage, setFilters, setSort, searchFor };
}
