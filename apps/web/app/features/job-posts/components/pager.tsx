import { jobSearchCopy } from "@site/content/job-posts/jobs";
import { Button } from "../../../components/button";

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / Next with "page / totalPages" between them (docs/product/requirements.md §2). */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  return (
    <nav aria-label={jobSearchCopy.pagination} className="mt-6 flex items-center justify-center gap-4">
      <Button
        variant="secondary"
        disabled={page <= 1 || page - 1 > totalPages}
        onClick={() => onPage(page - 1)}
      >
        {jobSearchCopy.previous}
      </Button>
      <span className="min-w-16 text-center text-slate-700 tabular-nums" data-testid="page-status">
        {jobSearchCopy.pageStatus(page, totalPages)}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {jobSearchCopy.next}
      </Button>
    </nav>
  );
}
