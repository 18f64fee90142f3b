import { consoleCopy } from "@site/content/console";
import { Button } from "./button";

interface ConsolePagerProps {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / Next around "page / totalPages"; hidden when everything fits on one page. */
export function ConsolePager({ label, page, totalPages, onPage }: ConsolePagerProps) {
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-center gap-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {consoleCopy.previous}
      </Button>
      <span className="min-w-16 text-center text-slate-700 tabular-nums">
        {consoleCopy.pageStatus(page, totalPages)}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {consoleCopy.next}
      </Button>
    </nav>
  );
}
