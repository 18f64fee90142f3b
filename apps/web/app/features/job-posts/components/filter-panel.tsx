import { jobFactLabels, jobFilterCopy } from "@site/content/job-posts/jobs";
import { type PostedWithin, postedWithinChoices, type SearchFacets } from "@site/contract/api/job-posts";
import { flagOf, jobFilterFlagNames } from "@site/contract/job-filter";
import { seniorities, seniorityLabels } from "@site/contract/job-seniority";
import { employmentTypes, workplaces } from "@site/contract/job-structure";
import { startTransition, useId, useOptimistic, useState } from "react";
import { countryName } from "#web/lib/country-names";
import { activeFilterCount, noFilters, type SearchFilters } from "#web/lib/search-params";
import { Group, inputClass, OptionLabel } from "./filter-parts";
import { NearFilter } from "./near-filter";
import { SalaryFilter } from "./salary-filter";

interface Option<T extends string> {
  value: T;
  label: string;
  /** Absent while the counts are loading. */
  count?: number | undefined;
}

/** Checkboxes: any of the chosen values matches. */
function CheckGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: Option<T>[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
}) {
  if (options.length === 0) return null;
  return (
    <Group legend={legend}>
      {options.map((option) => (
        <label key={option.value} className="flex items-baseline gap-2 text-slate-800 text-sm">
          <input
            type="checkbox"
            className={inputClass}
            checked={chosen.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, option.value]
                  : chosen.filter((value) => value !== option.value),
              )
            }
          />
          <OptionLabel label={option.label} count={option.count} />
        </label>
      ))}
    </Group>
  );
}

/** The options of a facet whose values are fixed, in their order, with counts once known. */
function fixed<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  counts: { value: T; count: number }[] | undefined,
): Option<T>[] {
  return values.map((value) => ({
    value,
    label: labels[value],
    count: counts ? (counts.find((entry) => entry.value === value)?.count ?? 0) : undefined,
  }));
}

/** The options of an open-ended facet: the counted values, and the chosen ones while counts load. */
function ranked(
  counts: { value: string; count: number }[] | undefined,
  chosen: string[],
  label: (value: string) => string = (value) => value,
): Option<string>[] {
  if (!counts) return chosen.map((value) => ({ value, label: label(value) }));
  return counts.map(({ value, count }) => ({ value, label: label(value), count }));
}

interface FilterPanelProps {
  filters: SearchFilters;
  /** The counts of the current search; undefined until they arrive. */
  facets: SearchFacets | undefined;
  onChange: (filters: SearchFilters) => void;
  /** The server's words about the location box's place, when it refused it. */
  nearError?: string | undefined;
}

/**
 * The search's filters: one fieldset per facet, each option with the number of jobs it would
 * list. On small screens the panel folds behind a disclosure button.
 */
export function FilterPanel({ filters: current, facets, onChange: navigate, nearError }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  // A choice shows at once, while the search it starts (a navigation) is under way.
  const [filters, setShown] = useOptimistic(current);
  const onChange = (next: SearchFilters) =>
    startTransition(() => {
      setShown(next);
      navigate(next);
    });
  const panelId = useId();
  const headingId = useId();
  const active = activeFilterCount(filters);
  const set =
    <K extends keyof SearchFilters>(key: K) =>
    (value: SearchFilters[K]) =>
      onChange({ ...filters, [key]: value });

  return (
    <section aria-labelledby={headingId} data-testid="filter-panel">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="w-full rounded-md border border-slate-300 bg-white px-4 py-2 text-left font-medium text-navy-900 focus-visible:outline-2 focus-visible:outline-navy-700 lg:hidden"
      >
        {jobFilterCopy.toggle(active)}
      </button>
      <div id={panelId} className={`${open ? "block" : "hidden"} mt-4 space-y-4 lg:mt-0 lg:block`}>
        <div className="flex items-baseline justify-between gap-2">
          <h2 id={headingId} className="font-semibold text-lg text-navy-900">
            {jobFilterCopy.heading}
          </h2>
          {active > 0 ? (
            <button
              type="button"
              onClick={() => onChange(noFilters)}
              className="text-blue-700 text-sm underline focus-visible:outline-2 focus-visible:outline-navy-700"
            >
              {jobFilterCopy.clear}
            </button>
          ) : null}
        </div>
        <CheckGroup
          legend={jobFilterCopy.workplace}
          options={fixed(workplaces, jobFactLabels.workplace, facets?.workplace)}
          chosen={filters.workplace}
          onChange={set("workplace")}
        />
        <CheckGroup
          legend={jobFilterCopy.employmentType}
          options={fixed(employmentTypes, jobFactLabels.employmentType, facets?.employmentType)}
          chosen={filters.employmentType}
          onChange={set("employmentType")}
        />
        <CheckGroup
          legend={jobFilterCopy.seniority}
          options={fixed(seniorities, seniorityLabels, facets?.seniority)}
          chosen={filters.seniority}
          onChange={set("seniority")}
        />
        <NearFilter filters={filters} error={nearError} onChange={onChange} />
        <PostedWithinFilter
          chosen={filters.postedWithin}
          counts={facets?.postedWithin}
          onChange={set("postedWithin")}
        />
        <SalaryFilter filters={filters} counts={facets?.salary} onChange={onChange} />
        <FlagGroup filters={filters} onChange={onChange} />
        <CheckGroup
          legend={jobFilterCopy.country}
          options={ranked(facets?.jobCountry, filters.jobCountry, countryName)}
          chosen={filters.jobCountry}
          onChange={set("jobCountry")}
        />
        <CheckGroup
          legend={jobFilterCopy.city}
          options={ranked(facets?.jobCity, filters.jobCity)}
          chosen={filters.jobCity}
          onChange={set("jobCity")}
        />
        <CheckGroup
          legend={jobFilterCopy.company}
          options={ranked(facets?.companyName, filters.companyName)}
          chosen={filters.companyName}
          onChange={set("companyName")}
        />
      </div>
    </section>
  );
}

function PostedWithinFilter({
  chosen,
  counts,
  onChange,
}: {
  chosen: PostedWithin | null;
  counts: SearchFacets["postedWithin"] | undefined;
  onChange: (value: PostedWithin | null) => void;
}) {
  const name = useId();
  const options: { value: PostedWithin | null; label: string; count?: number | undefined }[] = [
    { value: null, label: jobFilterCopy.anyTime },
    ...postedWithinChoices.map((value) => ({
      value,
      label: jobFilterCopy.postedLabels[value],
      count: counts ? (counts.find((entry) => entry.value === value)?.count ?? 0) : undefined,
    })),
  ];
  return (
    <Group legend={jobFilterCopy.postedWithin}>
      {options.map((option) => (
        <label key={option.value ?? "any"} className="flex items-baseline gap-2 text-slate-800 text-sm">
          <input
            type="radio"
            name={name}
            className={inputClass}
            checked={chosen === option.value}
            onChange={() => onChange(option.value)}
          />
          <OptionLabel label={option.label} count={option.count} />
        </label>
      ))}
    </Group>
  );
}

/** The yes/no filters, one checkbox each, from the contract's declarations (decision 079). */
function FlagGroup({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}) {
  if (jobFilterFlagNames.length === 0) return null;
  return (
    <Group legend={jobFilterCopy.showOnly}>
      {jobFilterFlagNames.map((name) => (
        <label key={name} className="flex items-baseline gap-2 text-slate-800 text-sm">
          <input
            type="checkbox"
            className={inputClass}
            checked={filters[name] === true}
            onChange={(event) => {
              const { [name]: _, ...without } = filters;
              onChange(event.target.checked ? { ...without, [name]: true } : without);
            }}
          />
          <OptionLabel label={flagOf(name).label} />
        </label>
      ))}
    </Group>
  );
}
