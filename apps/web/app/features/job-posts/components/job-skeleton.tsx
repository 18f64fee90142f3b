import { SEARCH_PAGE_SIZE } from "@site/contract/constants";

/**
 * Grey placeholders in the shape of what is loading, so the page keeps its layout when the
 * answer arrives (no shift of what is already on screen, docs/decisions/049-search-page-speed.md).
 * Hidden from assistive technology: the "Loading..." status beside them speaks for them.
 */
const bar = "block rounded bg-slate-200";

/** One result row: the icon, the title, the company and the facts line, at their line heights. */
function SkeletonRow() {
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <span className="h-12 w-12 shrink-0 rounded-md bg-slate-100" />
      <span className="min-w-0 flex-1">
        <span className="flex h-7 items-center">
          <span className={`${bar} h-5 w-3/4`} />
        </span>
        <span className="flex h-6 items-center">
          <span className={`${bar} h-4 w-1/2`} />
        </span>
        <span className="mt-1 flex h-5 items-center">
          <span className={`${bar} h-3.5 w-5/6`} />
        </span>
      </span>
    </li>
  );
}

/** A page of result rows. */
export function SkeletonRows() {
  return (
    <ul aria-hidden="true" className="mt-4 space-y-3" data-testid="skeleton-rows">
      {Array.from({ length: SEARCH_PAGE_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <SkeletonRow key={index} />
      ))}
    </ul>
  );
}

/** A job post: the icon and title block, the facts, and paragraphs of text. */
export function SkeletonPost() {
  return (
    <div aria-hidden="true" className="mt-6" data-testid="skeleton-post">
      <div className="flex gap-4">
        <span className="h-16 w-16 shrink-0 rounded-md bg-slate-100" />
        <span className="flex-1 space-y-3 pt-1">
          <span className={`${bar} h-7 w-2/3`} />
          <span className={`${bar} h-5 w-1/3`} />
        </span>
      </div>
      <span className={`${bar} mt-6 h-4 w-5/6`} />
      {[0, 1, 2].map((paragraph) => (
        <span key={paragraph} className="mt-8 block space-y-3">
          <span className={`${bar} h-4 w-full`} />
          <span className={`${bar} h-4 w-full`} />
          <span className={`${bar} h-4 w-11/12`} />
          <span className={`${bar} h-4 w-3/4`} />
        </span>
      ))}
    </div>
  );
}
