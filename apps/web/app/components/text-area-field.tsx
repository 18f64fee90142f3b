import type { ComponentProps } from "react";
import { controlClassName, Field } from "./field";

interface TextAreaFieldProps extends ComponentProps<"textarea"> {
  label: string;
  /** The field's validation message; marks it invalid and describes it. */
  error?: string | undefined;
}

/** A labelled multi-line input with its error message below. Works with react-hook-form's `register`. */
export function TextAreaField({ label, error, id, rows = 5, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(control) => <textarea {...control} rows={rows} className={controlClassName(error)} {...textarea} />}
    </Field>
  );
}
