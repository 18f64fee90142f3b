import { type ComponentProps, useId } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends ComponentProps<"select"> {
  label: string;
  options: readonly SelectOption[];
  /** When given, a first option with the value "" and this text (no choice made). */
  emptyLabel?: string;
  /** The field's validation message; marks it invalid and describes it. */
  error?: string | undefined;
}

/** A labelled <select> with its error message below. Works with react-hook-form's `register`. */
export function SelectField({
  label,
  options,
  emptyLabel,
  error,
  id,
  className = "",
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm " +
          (error ? "border-red-600" : "border-slate-300")
        }
        {...select}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
