import { jobFilterCopy, jobSearchCopy } from "@site/content/job-posts/jobs";
import { pages } from "@site/content/site";
import { KEYWORD_MAX, type SearchSort } from "@site/contract/api/job-posts";
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from "react";
import { CreateAlertControl } from "#web/features/job-alerts/public";
import { ApiError } from "#web/lib/api-client";
import { readSearchState } from "#web/lib/search-params";
import { useSession } from "#web/lib/session-store";
import { useHydrated } from "#web/lib/use-hydrated";
import { useSearchJobs } from "../api/search-jobs";
import { useChosenJob } from "../hooks/use-chosen-job";
import { useSearchState } from "../hooks/use-search-state";
import { ActiveFilters } from "./active-filters";
import { FilterPanel } from "./filter-panel";
import { ResultsWithDetail } from "./results-with-detail";
import { SearchUnderstanding } from "./search-understanding";

const buildTimeSearch = { state: readSearchState(new URLSearchParams()), page: 1, draft: "" };

/**
 * /search-jobs: a debounced search box, the filter panel with its counts, the sort, the result
 * count, the rows and Previous / Next. The search lives in the URL. A signed-in candidate also
 * sees their applications beside it: `applications`, which the route gives as a chunk of its own
 * that a visitor's search never fetches (docs/decisions/116-forms-load-on-first-use.md).
 */
export function JobSearchScreen({ applications }: { applications: ReactNode }) {
  const inputId = useId();
  const hintId = useId();
  const sortId = useId();
  const searchState = useSearchState();
  // The page is prerendered without a URL query: until hydration it shows the plain search, then
  // the URL's (docs/decisions/049-search-page-speed.md).
  const hydrated = useHydrated();
  const { setDraft, submitDraft, goToPage, setFilters, setSort, searchFor } = searchState;
  const { state, page, draft } = hydrated ? searchState : buildTimeSearch;
  const search = useSearchJobs(state, hydrated);
  const session = useSession();
  // A chosen job's detail takes the room of the applications' column (decision 109).
  const { chosenId } = useChosenJob();
  const withApplications = session.status === "signedIn" && chosenId === null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const shownPage = useRef(page);

  // The box is in the prerendered page, so a visitor can type before the app has started; what
  // they typed is their search, not something the app's first render may clear.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed !== "") setDraft(typed);
  }, [setDraft]);

  // Spec section 4: a page change scrolls to the top.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
  }, [page]);

  /** Spec section 4: paging below 1 or past the last page is ignored. */
  function onPage(target: number) {
    const totalPages = search.data?.totalPages ?? 0;
    if (target < 1 || target > totalPages || target === page) return;
    goToPage(target);
    // Keyboard and screen-reader users continue at the new results, not at the pager.
    headingRef.current?.focus({ preventScroll: true });
  }

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-bold text-3xl text-navy-900 tracking-tight sm:text-4xl">
        {pages.searchJobs.heading}
      </h1>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers (and jsdom); the role is equivalent. */}
      <form
        role="search"
        className="mt-6 max-w-2xl"
        onSubmit={(event) => {
          event.preventDefault();
          submitDraft();
        }}
      >
        <label htmlFor={inputId} className="block font-medium text-slate-800 text-sm">
          {jobSearchCopy.searchLabel}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={KEYWORD_MAX}
          placeholder={jobSearchCopy.searchPlaceholder}
          aria-describedby={hintId}
          autoComplete="off"
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm"
        />
        <p id={hintId} className="mt-1 text-slate-500 text-sm">
          {jobSearchCopy.searchHint}
        </p>
      </form>
      <div
        className={`mt-8 gap-8 lg:grid ${withApplications ? "lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_18rem]" : "lg:grid-cols-[15rem_minmax(0,1fr)]"}`}
      >
        <FilterPanel
          filters={state.filters}
          facets={search.data?.facets}
          onChange={setFilters}
          nearError={search.error instanceof ApiError ? search.error.fields.nearCity : undefined}
        />
        <div className="mt-6 lg:mt-0">
          <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
            {/* Room for the signed-out invitation (three lines on a phone), which arrives once the session is known. */}
            <div className="min-h-15 min-w-0 flex-1 sm:min-h-10">
              <CreateAlertControl search={state} />
            </div>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-slate-700 text-sm">
                {jobFilterCopy.sortLabel}
              </label>
              <select
                id={sortId}
                value={state.sort}
                onChange={(event) => setSort(event.target.value as SearchSort)}
                className="rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-navy-700"
              >
                <option value="relevance">{jobFilterCopy.sortOptions.relevance}</option>
                <option value="newest">{jobFilterCopy.sortOptions.newest}</option>
                <option value="salary">{jobFilterCopy.sortOptions.salary}</option>
              </select>
            </div>
          </div>
          <ActiveFilters filters={state.filters} onChange={setFilters} />
          {search.data ? <SearchUnderstanding answer={search.data} onSearch={searchFor} /> : null}
          <ResultsWithDetail search={search} onPage={onPage} headingRef={headingRef} />
        </div>
        {session.status === "signedIn" ? (
          <aside className={`mt-10 lg:col-start-2 ${withApplications ? "xl:col-start-auto xl:mt-0" : ""}`}>
            {applications}
          </aside>
        ) : null}
      </div>
    </section>
  );
}
