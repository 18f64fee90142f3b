import { jobFilterCopy } from "@site/content/job-posts/jobs";
import { SALARY_FLOORS, type SearchFacets } from "@site/contract/api/job-posts";
import { useId, useState } from "react";
import type { SearchFilters } from "#web/lib/search-params";
import { fieldClass, Group, inputClass, LabelledField, OptionLabel } from "./filter-parts";

const amount = (value: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(value);

interface SalaryFilterProps {
  filters: SearchFilters;
  counts: SearchFacets["salary"] | undefined;
  onChange: (filters: SearchFilters) => void;
}

/**
 * A yearly salary floor in one currency: jobs paying at least that much a year at the top of
 * their range (hourly and monthly pay counted by the year). The currency list holds the
 * currencies the matches are paid in.
 */
export function SalaryFilter({ filters, counts, onChange }: SalaryFilterProps) {
  const name = useId();
  // The currency looked at, until a floor makes it part of the search.
  const [looked, setLooked] = useState<string | null>(null);
  const currencies = [
    ...(counts ?? []).map((entry) => entry.currency),
    ...(filters.salaryCurrency && !counts?.some((entry) => entry.currency === filters.salaryCurrency)
      ? [filters.salaryCurrency]
      : []),
  ];
  const currency = filters.salaryCurrency ?? looked ?? currencies[0] ?? null;
  if (currency === null) return null;
  const entry = counts?.find((item) => item.currency === currency);
  const floorCount = (value: number) =>
    counts ? (entry?.floors.find((floor) => floor.value === value)?.count ?? 0) : undefined;

  return (
    <Group legend={jobFilterCopy.salary}>
      <LabelledField
        label={jobFilterCopy.salaryCurrency}
        control={(id) => (
          <select
            id={id}
            value={currency}
            onChange={(event) => {
              const next = event.target.value;
              setLooked(next);
              if (filters.salaryFloor !== null) onChange({ ...filters, salaryCurrency: next });
            }}
            className={fieldClass}
          >
            {currencies.map((code) => {
              const count = counts?.find((item) => item.currency === code)?.count;
              return (
                <option key={code} value={code}>
                  {count !== undefined ? `${code} ${jobFilterCopy.count(count)}` : code}
                </option>
              );
            })}
          </select>
        )}
      />
      <label className="flex items-baseline gap-2 text-slate-800 text-sm">
        <input
          type="radio"
          name={name}
          className={inputClass}
          checked={filters.salaryFloor === null}
          onChange={() => onChange({ ...filters, salaryFloor: null, salaryCurrency: null })}
        />
        <OptionLabel label={jobFilterCopy.anySalary} />
      </label>
      {SALARY_FLOORS.map((value) => (
        <label key={value} className="flex items-baseline gap-2 text-slate-800 text-sm">
          <input
            type="radio"
            name={name}
            className={inputClass}
            checked={filters.salaryFloor === value && filters.salaryCurrency === currency}
            onChange={() => onChange({ ...filters, salaryFloor: value, salaryCurrency: currency })}
          />
          <OptionLabel label={jobFilterCopy.salaryFloor(amount(value, currency))} count={floorCount(value)} />
        </label>
      ))}
    </Group>
  );
}
