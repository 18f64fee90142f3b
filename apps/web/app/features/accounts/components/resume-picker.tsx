import { editProfileCopy, profileFieldLabels } from "@site/content/accounts/profile";
import { type Ref, useId } from "react";
import { FieldError } from "#web/components/field";
import { resumeAccept } from "../resume-file";

interface ResumePickerProps {
  /** The name of the resume on file, or "". */
  currentName: string;
  error?: string | undefined;
  onChange: (file: File | null) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The labelled resume file picker of the edit form; the chosen file is sent on Submit. */
export function ResumePicker({ currentName, error, onChange, inputRef }: ResumePickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {profileFieldLabels.resume}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {currentName ? (
          <>
            {editProfileCopy.currentResume} <span className="font-medium break-all">{currentName}</span>.{" "}
          </>
        ) : (
          <>{editProfileCopy.noResume} </>
        )}
        {editProfileCopy.resumeHint}
      </p>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept={resumeAccept}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={
          "mt-2 block w-full rounded-md border bg-white text-sm text-slate-700 " +
          "file:mr-4 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-100 " +
          "file:px-4 file:py-2 file:font-medium file:text-slate-800 hover:file:bg-slate-200 " +
          (error ? "border-red-600" : "border-slate-300")
        }
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
