import { jobSearchCopy } from "@site/content/job-posts/jobs";
import { lazy, type RefObject, Suspense, useCallback, useMemo, useRef } from "react";
import type { useSearchJobs } from "../api/search-jobs";
import { ChosenJobContext, useChosenJob, useSideBySide } from "../hooks/use-chosen-job";
import { SearchResults } from "./search-results";

// The chosen job's detail (the post, Save and the ways to apply) is fetched with its code on the
// first choice: the search page's first script does not carry it (decision 109).
const JobDetailPane = lazy(() =>
  import("./job-detail-pane").then((module) => ({ default: module.JobDetailPane })),
);

/** While the pane's code loads (once): the search's own "Loading...", where the pane will be. */
const paneLoading = (
  <p role="status" className="rounded-lg border border-slate-200 p-5 text-slate-600">
    {jobSearchCopy.loading}
  </p>
);

interface ResultsWithDetailProps {
  search: ReturnType<typeof useSearchJobs>;
  onPage: (page: number) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The search's results and, once a job is chosen (?job=), its detail in a pane beside them
 * (docs/decisions/109-list-plus-detail.md). On a wide window a result's link chooses the job; on
 * a phone it opens the job's page as before, and a chosen job (a shared link, a narrowed window)
 * shows alone, with "Back to results" to the list. The list keeps its place in the tree whether or
 * not a job is chosen, so the focused result survives the choice.
 */
export function ResultsWithDetail({ search, onPage, headingRef }: ResultsWithDetailProps) {
  const { chosenId, choose, close } = useChosenJob();
  const sideBySide = useSideBySide();
  const listRef = useRef<HTMLDivElement>(null);
  /** Set by a choice in the list, so the detail's heading takes the focus when it shows. */
  const focusDetail = useRef(false);
  const rows = useMemo(
    () =>
      sideBySide
        ? {
            chosenId,
            choose: (jobId: number) => {
              focusDetail.current = true;
              choose(jobId);
            },
          }
        : null,
    [sideBySide, chosenId, choose],
  );
  const backToResults = useCallback(() => {
    if (!sideBySide) close();
    const rows = listRef.current?.querySelectorAll<HTMLElement>("[data-job-id]") ?? [];
    const row = Array.from(rows).find((link) => link.dataset.jobId === chosenId);
    // The list shows again on a phone at the next render; the focus waits for it.
    requestAnimationFrame(() => (row ?? headingRef.current)?.focus());
  }, [sideBySide, close, chosenId, headingRef]);

  return (
    <div
      className={
        chosenId === null
          ? undefined
          : "md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start md:gap-6"
      }
    >
      <div ref={listRef} className={chosenId === null ? undefined : "max-md:hidden"}>
        <ChosenJobContext value={rows}>
          <SearchResults search={search} onPage={onPage} headingRef={headingRef} />
        </ChosenJobContext>
      </div>
      {chosenId === null ? null : (
        <Suspense fallback={paneLoading}>
          <JobDetailPane key={chosenId} id={chosenId} focus={focusDetail} onBack={backToResults} />
        </Suspense>
      )}
    </div>
  );
}
