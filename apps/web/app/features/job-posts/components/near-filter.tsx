import { jobFilterCopy } from "@site/content/job-posts/jobs";
import { DEFAULT_RADIUS_KM, NEAR_CITY_MAX, type RadiusKm, radiusChoices } from "@site/contract/job-filter";
import { useEffect, useId, useState } from "react";
import type { SearchFilters } from "#web/lib/search-params";
import { fieldClass, Group, LabelledField } from "./filter-parts";

interface NearFilterProps {
  filters: SearchFilters;
  /** The server's words when it does not know the place searched (decision 103). */
  error: string | undefined;
  onChange: (filters: SearchFilters) => void;
}

/**
 * The location box: a city and a distance; jobs whose city lies within it (docs/decisions/
 * 103-seniority-and-radius.md). The city applies on Apply (or Enter); a new distance at once when
 * a city is in use.
 */
export function NearFilter({ filters, error, onChange }: NearFilterProps) {
  const hintId = useId();
  const errorId = useId();
  const [city, setCity] = useState(filters.nearCity ?? "");
  const [radius, setRadius] = useState<RadiusKm>(filters.radiusKm ?? DEFAULT_RADIUS_KM);
  // A chip removed, a link followed: the box shows the search's place.
  useEffect(() => {
    setCity(filters.nearCity ?? "");
    if (filters.radiusKm) setRadius(filters.radiusKm);
  }, [filters.nearCity, filters.radiusKm]);

  const apply = (typed: string, km: RadiusKm) => {
    const nearCity = typed.trim();
    onChange({ ...filters, nearCity: nearCity || null, radiusKm: nearCity ? km : null });
  };

  return (
    <Group legend={jobFilterCopy.near}>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          apply(city, radius);
        }}
      >
        <div>
          <LabelledField
            label={jobFilterCopy.nearCity}
            control={(id) => (
              <input
                id={id}
                type="text"
                value={city}
                maxLength={NEAR_CITY_MAX}
                autoComplete="address-level2"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${errorId} ${hintId}` : hintId}
                onChange={(event) => setCity(event.target.value)}
                className={fieldClass}
              />
            )}
          />
        </div>
        <div>
          <LabelledField
            label={jobFilterCopy.radius}
            control={(id) => (
              <select
                id={id}
                value={radius}
                onChange={(event) => {
                  const km = Number(event.target.value) as RadiusKm;
                  setRadius(km);
                  if (filters.nearCity) apply(filters.nearCity, km);
                }}
                className={fieldClass}
              >
                {radiusChoices.map((km) => (
                  <option key={km} value={km}>
                    {jobFilterCopy.radiusOption(km)}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-red-800 text-sm">
            {error}
          </p>
        ) : null}
        <p id={hintId} className="text-slate-500 text-xs">
          {jobFilterCopy.nearHint}
        </p>
        <button
          type="submit"
          className="rounded-md border border-navy-700 px-3 py-1 font-medium text-navy-900 text-sm hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-navy-700"
        >
          {jobFilterCopy.nearApply}
        </button>
      </form>
    </Group>
  );
}
