import { type ComponentProps, useId } from "react";

interface MessageFieldProps extends ComponentProps<"textarea"> {
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line field with its error message below (react-hook-form's `register` fits). */
export function MessageField({ label, error, className = "", ...textarea }: MessageFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm ${error ? "border-red-600" : "border-slate-300"}`}
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
