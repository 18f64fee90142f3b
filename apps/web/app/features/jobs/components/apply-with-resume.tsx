import { applyCopy } from "@site/content/jobs";
import { profileMessages } from "@site/contract/api/profile";
import { emailField, RESUME_MAX_BYTES, resumeAccept } from "@site/contract/fields";
import { messages } from "@site/contract/messages";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/describe-error";
import { readFileAsDataUrl } from "../../../lib/read-file-as-data-url";
import { useApplyWithResumeOnly } from "../api/apply-for-job-resume-only";
import { ResultMessage } from "./result-message";

type Outcome = { kind: "idle" } | { kind: "success" } | { kind: "error"; reason: string | null };

/**
 * "Apply by Resume Only", for everyone (docs/product/requirements.md §2, §4, §5): idle → loading → success or
 * error. No file → "Please upload a resume file."; a file over 5 MB is refused before sending.
 */
export function ApplyWithResume({ jobId, onApply }: { jobId: number; onApply?: () => void }) {
  const headingId = useId();
  const fileId = useId();
  const fileErrorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const apply = useApplyWithResumeOnly();
  const busy = reading || apply.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setOutcome({ kind: "idle" });
    const file = fileInput.current?.files?.[0];
    const fileProblem = !file
      ? messages.resumeRequired
      : file.size > RESUME_MAX_BYTES
        ? profileMessages.fileTooLarge
        : null;
    const checkedEmail = email.trim() === "" ? null : emailField.safeParse(email);
    setFileError(fileProblem);
    setEmailError(checkedEmail && !checkedEmail.success ? checkedEmail.error.issues[0]?.message : undefined);
    if (fileProblem || !file) {
      fileInput.current?.focus();
      return;
    }
    if (checkedEmail && !checkedEmail.success) return;

    onApply?.();
    setReading(true);
    let resumeData: string;
    try {
      resumeData = await readFileAsDataUrl(file);
    } catch {
      setFileError(applyCopy.fileUnreadable);
      return;
    } finally {
      setReading(false);
    }
    apply.mutate(
      { jobId, fileName: file.name, resumeData, email: checkedEmail?.data },
      {
        onSuccess: () => {
          setOutcome({ kind: "success" });
          setEmail("");
          if (fileInput.current) fileInput.current.value = "";
        },
        onError: (error) => setOutcome({ kind: "error", reason: describeError(error, "") || null }),
      },
    );
  }

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="font-semibold text-lg text-navy-900">
        {applyCopy.resumeHeading}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{applyCopy.resumeIntro}</p>
      <div className="mt-4">
        <label htmlFor={fileId} className="block font-medium text-slate-800 text-sm">
          {applyCopy.fileLabel}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={resumeAccept}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? fileErrorId : undefined}
          onChange={() => setFileError(null)}
          className="mt-1 block w-full text-slate-700 text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium file:text-slate-800 hover:file:bg-slate-50"
        />
        {fileError ? (
          <p id={fileErrorId} role="alert" className="mt-1 text-red-700 text-sm">
            {fileError}
          </p>
        ) : null}
      </div>
      <TextField
        className="mt-4"
        label={applyCopy.emailLabel}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
      />
      <Button type="submit" className="mt-5" busy={busy} busyLabel={applyCopy.submitBusy}>
        {applyCopy.submit}
      </Button>
      <div aria-live="polite" aria-atomic="true">
        {outcome.kind === "success" ? (
          <ResultMessage kind="success">{messages.appliedWithResume}</ResultMessage>
        ) : outcome.kind === "error" ? (
          <ResultMessage kind="error">
            <p className="font-medium">{messages.errorApplyingWithResume}</p>
            {outcome.reason ? (
              <p className="mt-1 text-sm">
                {applyCopy.reason} {outcome.reason}
              </p>
            ) : null}
          </ResultMessage>
        ) : null}
      </div>
    </form>
  );
}
