import { type ComponentProps, useId } from "react";

interface TextAreaFieldProps extends ComponentProps<"textarea"> {
  label: string;
  /** The field's validation message; marks it invalid and describes it. */
  error?: string | undefined;
}

/** A labelled multi-line input with its error message below. Works with react-hook-form's `register`. */
export function TextAreaField({
  label,
  error,
  id,
  rows = 5,
  className = "",
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  return (
    <div className={className}>
      <label htmlFor={textareaId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm " +
          (error ? "border-red-600" : "border-slate-300")
        }
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
