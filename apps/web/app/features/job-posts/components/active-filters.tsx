import { jobFilterCopy, searchUnderstandingCopy } from "@site/content/job-posts/jobs";
import { jobFilterParts } from "@site/contract/job-filter";
import type { SearchFilters } from "#web/lib/search-params";

/**
 * The filters in use as chips, one per value, each removing its filter: the contract's parts of
 * the filter (decision 079), so a new filter has its chip without code here.
 */
export function ActiveFilters({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}) {
  const parts = jobFilterParts(filters);
  if (parts.length === 0) return null;
  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-2 text-slate-700 text-sm"
      data-testid="active-filters"
    >
      <span>{jobFilterCopy.active}</span>
      {parts.map((part) => (
        <button
          key={part.label}
          type="button"
          aria-label={searchUnderstandingCopy.removeFilter(part.label)}
          className="inline-flex items-center gap-1 rounded-full border border-navy-200 bg-navy-50 px-3 py-0.5 text-navy-900 hover:bg-navy-100 focus-visible:outline-2 focus-visible:outline-navy-700"
          onClick={() => onChange(part.without)}
        >
          {part.label}
          <span aria-hidden="true">×</span>
        </button>
      ))}
    </div>
  );
}
