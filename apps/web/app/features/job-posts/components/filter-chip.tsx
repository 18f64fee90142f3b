import { searchUnderstandingCopy } from "@site/content/job-posts/jobs";

/**
 * A filter in use as a chip: its words and a ×, named "Remove filter …" for screen readers;
 * pressing it removes the filter. The chips of the filters chosen and of those read from the words.
 */
export function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      aria-label={searchUnderstandingCopy.removeFilter(label)}
      className="inline-flex items-center gap-1 rounded-full border border-navy-200 bg-navy-50 px-3 py-0.5 text-navy-900 hover:bg-navy-100 focus-visible:outline-2 focus-visible:outline-navy-700"
      onClick={onRemove}
    >
      {label}
      <span aria-hidden="true">×</span>
    </button>
  );
}
