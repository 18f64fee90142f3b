import { type ReactNode, useId } from "react";

/** What the control inside a Field needs: its id and the ARIA links to its error message. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  label: string;
  /** The field's validation message; marks the control invalid and describes it. */
  error?: string | undefined;
  /** A line of help below the label, also read with the control. */
  hint?: string | undefined;
  id?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The classes every bordered form control shares; red when the field has an error. */
export function controlClassName(error: string | undefined): string {
  return `mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm ${
    error ? "border-red-600" : "border-slate-300"
  }`;
}

/**
 * A field's validation message below its control, under the id the control's aria-describedby
 * names; nothing when the field is valid. Field uses it, and so do the controls that lay out
 * their own label (the resume picker, the job description).
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * A label, the control it names and the control's error message below: the frame of
 * TextField, TextAreaField and SelectField.
 */
export function Field({ label, error, hint, id, className = "", children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
