import type { DocTocEntry } from "@site/content/site/docs";
import { docsCopy } from "@site/content/site/docs";
import { useId } from "react";

/** The on-page table of contents: links to the section's h2 and h3 headings. */
export function OnThisPage({
  toc,
  onNavigate,
  showLabel = true,
}: {
  toc: readonly DocTocEntry[];
  onNavigate: (id: string) => void;
  /** False where a surrounding element already shows "On this page". */
  showLabel?: boolean;
}) {
  const labelId = useId();
  if (toc.length === 0) return null;
  return (
    <nav
      aria-labelledby={showLabel ? labelId : undefined}
      aria-label={showLabel ? undefined : docsCopy.onThisPage}
      className="text-sm"
    >
      {showLabel ? (
        <p id={labelId} className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {docsCopy.onThisPage}
        </p>
      ) : null}
      <ul className="space-y-1 border-l border-slate-200">
        {toc.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onNavigate(entry.id);
              }}
              className={`-ml-px block border-l border-transparent py-0.5 text-slate-700 hover:border-slate-400 hover:text-navy-900 ${entry.level === 3 ? "pl-6" : "pl-3"}`}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
