import { type ComponentProps, useId } from "react";

interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  /** The field's validation message; marks it invalid and describes it. */
  error?: string | undefined;
}

/** A labelled input with its error message below. Works with react-hook-form's `register`. */
export function TextField({ label, error, id, className = "", ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm read-only:bg-slate-100 " +
          (error ? "border-red-600" : "border-slate-300")
        }
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
