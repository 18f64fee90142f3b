import { jobFilterCopy, jobSearchCopy } from "@site/content/job-posts/jobs";
import { pages } from "@site/content/site";
import { KEYWORD_MAX, type SearchSort } from "@site/contract/api/job-posts";
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { CreateAlertControl } from "#web/features/job-alerts/public";
import { ApiError } from "#web/lib/api-client";
import { APP_ON_USE_ATTRIBUTE } from "#web/lib/app-on-use";
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
 * The element around the screen whose content the server replaces with the URL's search, rendered
 * by react-dom/server from this component (`onServer`: app/job-view/server.tsx,
 * apps/api/src/http/web-app.ts, docs/decisions/124-search-starts-the-app-on-use.md).
 */
export const searchSlotId = "prerendered-search";
let slotTaken = false;

/**
 * What the server wrote into the slot (its render carries `data-app-on-use`), read once, when the
 * app hydrates the page it came with; null for the build's own shell (the server wrote nothing:
 * a search that failed, a chosen job), a client-side navigation or a second visit of the screen.
 */
function takePrerenderedSearch(): string | null {
  if (slotTaken || typeof document === "undefined") return null;
  const slot = document.getElementById(searchSlotId);
  if (!slot?.querySelector(`[${APP_ON_USE_ATTRIBUTE}]`)) return null;
  slotTaken = true;
  return slot.innerHTML;
}

/** The search box of the server's render, whose text the visitor may have changed before the app started. */
const typedInSlot = () =>
  document.querySelector<HTMLInputElement>(`#${searchSlotId} input[type="search"]`)?.value ?? "";

/**
 * /search-jobs: a debounced search box, the filter panel with its counts, the sort, the result
 * count, the rows and Previous / Next. The search lives in the URL. A signed-in candidate also
 * sees their applications beside it: `applications`, which the route gives as a chunk of its own
 * that a visitor's search never fetches (docs/decisions/116-forms-load-on-first-use.md).
 */
export function JobSearchScreen({
  applications,
  onServer = false,
}: {
  applications: ReactNode;
  /**
   * Rendered by the server into the page's first HTML (app/job-view/server.tsx): the URL's search
   * with its answer already in the query cache, as a visitor without a session sees it or, given
   * the session (`ServerSession`, decision 134), as that signed-in candidate sees it, marked
   * `data-app-on-use` (the app starts at the page's first use, lib/app-on-use.ts, decision 124).
   */
  onServer?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const sortId = useId();
  const searchState = useSearchState();
  // The page is prerendered without a URL query: until hydration it shows the plain search, then
  // the URL's (docs/decisions/049-search-page-speed.md). The server's render knows the URL.
  const hydrated = useHydrated() || onServer;
  const { setDraft, submitDraft, goToPage, setFilters, setSort, searchFor } = searchState;
  const { state, page, draft } = hydrated ? searchState : buildTimeSearch;
  const search = useSearchJobs(state, hydrated);
  // The server's render of the URL's search stays as it is until the app has its answer (embedded
  // in the page: no request), then the app's own render, alike, replaces it.
  const [slot, setSlot] = useState(takePrerenderedSearch);
  const typedBeforeStart = useRef("");
  if (slot !== null && hydrated && !search.isPending) {
    typedBeforeStart.current = typedInSlot();
    setSlot(null);
  }
  const session = useSession();
  // A chosen job's detail takes the room of the applications' column (decision 109).
  const { chosenId } = useChosenJob();
  const withApplications = session.status === "signedIn" && chosenId === null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const shownPage = useRef(page);

  // The box is in the prerendered page, so a visitor can type before the app has started; what
  // they typed is their search, not something the app's first render may clear.
  // The same when the server's render was in place of the screen: its box (decision 124).
  const replacedSlot = slot === null;
  useLayoutEffect(() => {
    if (!replacedSlot) return;
    const typed = typedBeforeStart.current || (inputRef.current?.value ?? "");
    typedBeforeStart.current = "";
    if (typed !== "") setDraft(typed);
  }, [setDraft, replacedSlot]);

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

  if (slot !== null) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own HTML as the server sent it, left in place.
    return <div id={searchSlotId} dangerouslySetInnerHTML={{ __html: slot }} suppressHydrationWarning />;
  }

  const screen = (
    <section
      className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6"
      {...(onServer ? { [APP_ON_USE_ATTRIBUTE]: "" } : {})}
    >
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
              <CreateAlertControl search={state} asVisitor={onServer && session.status !== "signedIn"} />
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
  // The server's render is the slot's content; the app's sits in the slot (the build's shell has it).
  return onServer ? screen : <div id={searchSlotId}>{screen}</div>;
}
