import { applyCopy } from "@site/content/job-posts/jobs";
import { profileMessages } from "@site/contract/api/accounts";
import { applyForJobResumeOnly } from "@site/contract/api/applications";
import { RESUME_MAX_BYTES, resumeAccept } from "@site/contract/fields";
import { messages } from "@site/contract/messages";
import { useId, useState } from "react";
import { z } from "zod";
import { AlertMessage } from "#web/components/alert-message";
import { Button } from "#web/components/button";
import { TextField } from "#web/components/text-field";
import { describeError } from "#web/lib/describe-error";
import { readFileAsDataUrl } from "#web/lib/read-file-as-data-url";
import { useContractForm } from "#web/lib/use-contract-form";
import { useApplyWithResumeOnly } from "../api/apply-for-job-resume-only";
import type { ApplyProps } from "./question-fields";

const applyBody = (() => {
  const body = applyForJobResumeOnly.body;
  if (!body) throw new Error("The resume-only application declares its body schema");
  return body;
})();

// The chosen file must be there and at most 5 MB (checked before it is read); the name and the
// address follow the contract's rules, an empty one meaning none.
const schema = z.object({
  resume: z
    .custom<FileList | null | undefined>()
    .transform((files) => files?.[0])
    .pipe(
      z
        .instanceof(File, { error: messages.resumeRequired })
        .refine((file) => file.size <= RESUME_MAX_BYTES, profileMessages.fileTooLarge),
    ),
  name: applyBody.shape.name.unwrap(),
  email: applyBody.shape.email.unwrap(),
});

type Outcome = { kind: "idle" } | { kind: "success" } | { kind: "error"; reason: string | null };

/**
 * "Apply by Resume Only", for everyone (docs/product/requirements.md §2, §4, §5): idle → loading → success or
 * error. No file → "Please upload a resume file."; a file over 5 MB is refused before sending.
 */
export function ApplyWithResume({ jobId, onApply, answers = [] }: ApplyProps) {
  const headingId = useId();
  const fileId = useId();
  const fileErrorId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const apply = useApplyWithResumeOnly();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    field,
    formState: { errors, isSubmitting },
  } = useContractForm(schema, { defaultValues: { resume: null, name: "", email: "" } });
  const busy = isSubmitting || apply.isPending;
  const fileError = errors.resume?.message;

  const onSubmit = handleSubmit(
    async ({ resume, name, email }) => {
      setOutcome({ kind: "idle" });
      if (apply.isPending) return;
      onApply?.();
      let resumeData: string;
      try {
        resumeData = await readFileAsDataUrl(resume);
      } catch {
        setError("resume", { message: applyCopy.fileUnreadable });
        return;
      }
      apply.mutate(
        {
          jobId,
          fileName: resume.name,
          resumeData,
          name: name || undefined,
          email: email || undefined,
          ...(answers.length > 0 ? { answers } : {}),
        },
        {
          onSuccess: () => {
            setOutcome({ kind: "success" });
            reset();
          },
          onError: (error) => setOutcome({ kind: "error", reason: describeError(error, "") || null }),
        },
      );
    },
    () => setOutcome({ kind: "idle" }),
  );

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
          id={fileId}
          type="file"
          accept={resumeAccept}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? fileErrorId : undefined}
          className="mt-1 block w-full text-slate-700 text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium file:text-slate-800 hover:file:bg-slate-50"
          {...register("resume")}
        />
        {fileError ? (
          <p id={fileErrorId} role="alert" className="mt-1 text-red-700 text-sm">
            {fileError}
          </p>
        ) : null}
      </div>
      <TextField className="mt-4" label={applyCopy.nameLabel} autoComplete="name" {...field("name")} />
      <TextField
        className="mt-4"
        label={applyCopy.emailLabel}
        type="email"
        autoComplete="email"
        {...field("email")}
      />
      <Button type="submit" className="mt-5" busy={busy} busyLabel={applyCopy.submitBusy}>
        {applyCopy.submit}
      </Button>
      <div aria-live="polite" aria-atomic="true">
        {outcome.kind === "success" ? (
          <AlertMessage tone="success" announce={false} large>
            {messages.appliedWithResume}
          </AlertMessage>
        ) : outcome.kind === "error" ? (
          <AlertMessage tone="error" announce={false} large>
            <p className="font-medium">{messages.errorApplyingWithResume}</p>
            {outcome.reason ? (
              <p className="mt-1 text-sm">
                {applyCopy.reason} {outcome.reason}
              </p>
            ) : null}
          </AlertMessage>
        ) : null}
      </div>
    </form>
  );
}
