import { Button } from "./button";

/** The words of a pager: each list passes its own copy. */
export interface PagerCopy {
  previous: string;
  next: string;
  pageStatus: (page: number, totalPages: number) => string;
}

interface PagerProps {
  /** Names the navigation landmark ("Pages of users"). */
  label: string;
  copy: PagerCopy;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Renders nothing when everything fits on one page (the console's lists). */
  hideOnOnePage?: boolean;
  className?: string;
}

/**
 * Previous / Next around "page / totalPages" (docs/product/requirements.md §2), the one pager of
 * the job search and the console's lists. Previous is disabled on the first page and on a page
 * so far past the last one that the page before it is past the last one too.
 */
export function Pager({
  label,
  copy,
  page,
  totalPages,
  onPage,
  hideOnOnePage = false,
  className = "mt-4",
}: PagerProps) {
  if (hideOnOnePage && totalPages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className={`${className} flex items-center justify-center gap-4`}>
      <Button
        variant="secondary"
        disabled={page <= 1 || page - 1 > totalPages}
        onClick={() => onPage(page - 1)}
      >
        {copy.previous}
      </Button>
      <span className="min-w-16 text-center text-slate-700 tabular-nums" data-testid="page-status">
        {copy.pageStatus(page, totalPages)}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {copy.next}
      </Button>
    </nav>
  );
}
