import { jobFilterCopy } from "@site/content/job-posts/jobs";
import { type ReactNode, useId } from "react";

/** A checkbox or radio of the filter panel, with a visible keyboard focus. */
export const inputClass =
  "size-4 shrink-0 accent-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700";

/** A text box or list of the filter panel. */
export const fieldClass =
  "block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-navy-700";

/** A text box or list of the filter panel under its label; `control` gets the id the label names. */
export function LabelledField({ label, control }: { label: string; control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="block text-slate-700 text-sm">
        {label}
      </label>
      {control(id)}
    </>
  );
}

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
