import { jobFilterCopy } from "@site/content/job-posts/jobs";
import { jobFilterParts } from "@site/contract/job-filter";
import type { SearchFilters } from "#web/lib/search-params";
import { FilterChip } from "./filter-chip";

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
        <FilterChip key={part.label} label={part.label} onRemove={() => onChange(part.without)} />
      ))}
    </div>
  );
}
