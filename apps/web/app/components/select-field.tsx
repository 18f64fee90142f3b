import type { ComponentProps } from "react";
import { controlClassName, Field } from "./field";

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
  /** A line of help, read with the control. */
  hint?: string | undefined;
}

/** A labelled <select> with its error message below. Works with react-hook-form's `register`. */
export function SelectField({
  label,
  options,
  emptyLabel,
  error,
  hint,
  id,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...control} className={`${controlClassName(error)} bg-white`} {...select}>
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
