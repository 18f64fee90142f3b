import { jobFilterCopy } from "@site/content/job-posts/jobs";
import type { ReactNode } from "react";

/** A checkbox or radio of the filter panel, with a visible keyboard focus. */
export const inputClass =
  "size-4 shrink-0 accent-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700";

/** An option's text and, once known, how many jobs it would list ("Remote (4)" to a screen reader). */
export function OptionLabel({ label, count }: { label: string; count?: number | undefined }) {
  if (count === undefined) return <span>{label}</span>;
  return (
    <span>
      {`${label} `}
      <span className="text-slate-500 tabular-nums">{jobFilterCopy.count(count)}</span>
    </span>
  );
}

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-slate-200 border-t pt-4">
      <legend className="float-left mb-2 w-full font-semibold text-navy-900 text-sm">{legend}</legend>
      <div className="clear-left space-y-1.5">{children}</div>
    </fieldset>
  );
}
