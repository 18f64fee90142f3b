import { SEARCH_DEBOUNCE_MS } from "@site/contract/constants";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { normalizeTerm, readSearchState, searchParamsOf } from "../search-params";

/**
 * The search of /search-jobs, kept in the URL (?q=&page=). Typing edits a draft that becomes
 * the search SEARCH_DEBOUNCE_MS after the last keystroke, on page 1 (docs/product/requirements.md §4 and §9).
 * Back and forward, or a shared link, update the box.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const { term, page } = readSearchState(params);
  const [draft, setDraft] = useState(term);
  // The latest setter, so the debounce timer is not restarted when the URL changes for other reasons.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;

  // The URL changed (history, a link): show its term, unless the draft already means it
  // (the user may be typing a trailing space).
  useEffect(() => {
    setDraft((current) => (normalizeTerm(current) === term ? current : term));
  }, [term]);

  useEffect(() => {
    const next = normalizeTerm(draft);
    if (next === term) return;
    const timer = setTimeout(() => {
      // Typing replaces the history entry: Back leaves the search, not each keystroke.
      setParamsRef.current(searchParamsOf({ term: next, page: 1 }), {
        replace: true,
        preventScrollReset: true,
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, term]);

  /** Searches for the draft now (the Enter key), without waiting for the debounce. */
  const submitDraft = useCallback(() => {
    const next = normalizeTerm(draft);
    if (next !== term) setParamsRef.current(searchParamsOf({ term: next, page: 1 }), { replace: true });
  }, [draft, term]);

  /** Goes to a page (a new history entry); the caller checks it is within 1..totalPages. */
  const goToPage = useCallback(
    (target: number) =>
      setParamsRef.current(searchParamsOf({ term, page: target }), { preventScrollReset: true }),
    [term],
  );

  return { term, page, draft, setDraft, submitDraft, goToPage };
}
