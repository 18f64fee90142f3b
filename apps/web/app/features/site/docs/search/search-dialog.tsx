import { type DocSetId, docsCopy } from "@site/content/site/docs";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router";
import { canonicalDocsRoutes, type DocsRoute, sectionHref } from "../doc-routes";
import type { FocusAnchorState } from "../focus-anchor";
import { searchDocs, useSearchIndex } from "./search-index";
import type { DocSearchHit } from "./search-options";

interface SearchDialogProps {
  route: DocsRoute;
  /** restoreFocus is false when a result was chosen and focus moves to it instead. */
  onClose: (restoreFocus: boolean) => void;
}

/** The route a hit opens in: the reader's own route for its set, else the set's canonical one. */
function routeOf(hit: DocSearchHit, current: DocsRoute): DocsRoute {
  if (hit.set === current.set.id) return current;
  return canonicalDocsRoutes[hit.set as DocSetId] ?? current;
}

/** While the dialog is open, the rest of the page is inert: not focusable, not read, not clickable. */
function useInertBackground(container: HTMLElement | null) {
  useEffect(() => {
    if (!container) return;
    const others = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== container && !element.inert,
    );
    for (const element of others) element.inert = true;
    return () => {
      for (const element of others) element.inert = false;
    };
  }, [container]);
}

/** A modal combobox: type to search, arrows to choose, Enter to open, Escape to close. */
export function SearchDialog({ route, onClose }: SearchDialogProps) {
  const [container] = useState(() => {
    const element = document.createElement("div");
    element.dataset.docsSearch = "";
    return element;
  });
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    document.body.append(container);
    inputRef.current?.focus();
    return () => container.remove();
  }, [container]);
  useInertBackground(container);

  const navigate = useNavigate();
  const indexState = useSearchIndex();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const closeRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const listId = useId();
  const helpId = useId();

  const results = useMemo(
    () => (indexState.status === "ready" ? searchDocs(indexState.index, query) : []),
    [indexState, query],
  );
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  function open(hit: DocSearchHit) {
    const target = routeOf(hit, route);
    const path = sectionHref(target, hit.section);
    onClose(hit.anchor === "");
    if (hit.anchor === "") navigate(path);
    else navigate(`${path}#${hit.anchor}`, { state: { focusAnchor: hit.anchor } satisfies FocusAnchorState });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose(true);
    } else if (event.key === "Tab") {
      // Keep focus inside the dialog: the input and the close button.
      event.preventDefault();
      (document.activeElement === inputRef.current ? closeRef.current : inputRef.current)?.focus();
    } else if (event.target === inputRef.current && results.length > 0) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((activeIndex + step + results.length) % results.length);
      } else if (event.key === "Enter") {
        event.preventDefault();
        const hit = results[activeIndex];
        if (hit) open(hit);
      }
    }
  }

  const status =
    indexState.status === "loading"
      ? docsCopy.searchLoading
      : indexState.status === "error"
        ? docsCopy.searchLoadFailed
        : query.trim() === ""
          ? ""
          : results.length === 0
            ? docsCopy.searchNoResults(query.trim())
            : docsCopy.searchResults(results.length);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Escape and the close button do the same
    <div
      className="fixed inset-0 z-50 flex items-start justify-center bg-scrim/60 p-4 pt-[10vh]"
      onMouseDown={(event) => event.target === event.currentTarget && onClose(true)}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={docsCopy.searchDialogLabel}
        onKeyDown={onKeyDown}
        className="w-full max-w-xl overflow-hidden rounded-xl bg-white shadow-2xl"
      >
        <div className="flex items-center gap-2 border-b border-slate-200 px-4">
          <label htmlFor={inputId} className="sr-only">
            {docsCopy.searchInputLabel}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
            aria-describedby={helpId}
            autoComplete="off"
            spellCheck={false}
            placeholder={docsCopy.searchPlaceholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            className="min-w-0 flex-1 py-4 text-base text-slate-900 placeholder:text-slate-500 focus-visible:shadow-none focus-visible:outline-none"
          />
          <button
            ref={closeRef}
            type="button"
            onClick={() => onClose(true)}
            className="rounded border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100"
          >
            {docsCopy.searchClose}
          </button>
        </div>
        <p id={helpId} className="sr-only">
          {docsCopy.searchHelp}
        </p>
        <p role="status" className="px-4 pt-3 text-sm text-slate-600 empty:hidden">
          {status}
        </p>
        {results.length > 0 ? (
          <div
            id={listId}
            role="listbox"
            aria-label={docsCopy.searchDialogLabel}
            className="max-h-[55vh] overflow-y-auto p-2"
          >
            {results.map((hit, index) => (
              // Options stay out of the tab order: the input moves through them (aria-activedescendant).
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys
              <div
                key={hit.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onMouseMove={() => setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => open(hit)}
                className={`cursor-pointer rounded-lg px-3 py-2 ${index === activeIndex ? "bg-sky-50 ring-2 ring-sky-700" : ""}`}
              >
                <span className="block font-medium text-navy-900">{hit.title}</span>
                <span className="block text-sm text-slate-600">
                  {routeOf(hit, route).page.heading} › {hit.sectionTitle}
                </span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>,
    container,
  );
}
