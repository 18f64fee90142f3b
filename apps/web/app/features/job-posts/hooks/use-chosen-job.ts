import { createContext, useCallback } from "react";
import { useSearchParams } from "react-router";
import { SIDE_BY_SIDE_QUERY } from "#web/lib/side-by-side";
import { useHydrated } from "#web/lib/use-hydrated";
import { useMediaQuery } from "#web/lib/use-media-query";

export { SIDE_BY_SIDE_QUERY };
/** The chosen job's id in the search page's URL, beside the search's own parameters. */
export const CHOSEN_JOB_PARAM = "job";

/** Whether a chosen result opens beside the list (a window at least 768 px wide). */
export const useSideBySide = (): boolean => useMediaQuery(SIDE_BY_SIDE_QUERY);

/**
 * The job chosen on /search-jobs, kept in the URL (?job=) so that Back, Forward, a reload and a
 * shared link show it again; null before hydration (the prerendered page has no query).
 * Choosing is a history entry; closing (a phone's "Back to results") replaces it.
 */
export function useChosenJob() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const raw = hydrated ? params.get(CHOSEN_JOB_PARAM) : null;
  const choose = useCallback(
    (jobId: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(CHOSEN_JOB_PARAM, String(jobId));
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(CHOSEN_JOB_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { chosenId: raw === null || raw === "" ? null : raw, choose, close };
}

/** What a result row needs to open beside the list: given by ResultsWithDetail, absent elsewhere. */
export interface ChosenJobRows {
  chosenId: string | null;
  choose: (jobId: number) => void;
}
export const ChosenJobContext = createContext<ChosenJobRows | null>(null);
