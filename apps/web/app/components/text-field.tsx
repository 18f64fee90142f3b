import type { ComponentProps } from "react";
import { controlClassName, Field } from "./field";

interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  /** The field's validation message; marks it invalid and describes it. */
  error?: string | undefined;
  /** A line of help, read with the control. */
  hint?: string | undefined;
}

/** A labelled input with its error message below. Works with react-hook-form's `register`. */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <input {...control} className={`${controlClassName(error)} read-only:bg-slate-100`} {...input} />
      )}
    </Field>
  );
}
