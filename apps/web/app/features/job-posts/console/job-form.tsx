import { jobsCopy } from "@site/content/job-posts/console";
import { useState } from "react";
import { type Control, Controller, useForm, useWatch } from "react-hook-form";
import { AlertMessage } from "#web/components/alert-message";
import { Button } from "#web/components/button";
import { TextField } from "#web/components/text-field";
import { ApiError } from "#web/lib/api-client";
import { contractResolver } from "#web/lib/contract-resolver";
import { describeError } from "#web/lib/describe-error";
import { DescriptionField } from "./description-field";
import { JobFactsFields } from "./job-facts-fields";
import {
  emptyJob,
  type JobField,
  type JobFormInput,
  type JobFormValues,
  jobFields,
  jobFormSchema,
} from "./job-form-schema";
import { JobPreview } from "./job-preview";
import { type PublicationChoice, PublicationFields } from "./publication-fields";

interface JobFormProps {
  initial?: JobFormInput;
  /** "post" for a new job, "save" to edit one. */
  intent: "post" | "save";
  busy: boolean;
  /** The failed save's error, shown above the form (and beside its field when it names one). */
  error: unknown;
  onSubmit: (job: JobFormValues, publication: PublicationChoice) => void;
  onCancel: () => void;
}

const f = jobsCopy.fields;

/** The preview follows every keystroke; watching here keeps the form itself from re-rendering. */
function LivePreview({ control }: { control: Control<JobFormInput, unknown, JobFormValues> }) {
  return <JobPreview job={useWatch({ control }) as JobFormInput} />;
}

/**
 * Title, company, icon and rich-text description, the structured facts (work, place, pay,
 * closing date), with a live preview.
 */
export function JobForm({ initial, intent, busy, error, onSubmit, onCancel }: JobFormProps) {
  const [preview, setPreview] = useState(false);
  const [publication, setPublication] = useState<PublicationChoice>({ publication: "now", localTime: "" });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<JobFormInput, unknown, JobFormValues>({
    resolver: contractResolver(jobFormSchema),
    defaultValues: initial ?? emptyJob(),
  });
  // The server's words for each field it refused, at that field (`fields` is keyed by body path).
  const serverFields = error instanceof ApiError ? error.fields : {};
  const fieldError = (name: JobField) =>
    (errors[name] as { message?: string } | undefined)?.message ?? serverFields[`job_post.${name}`];
  const field = (name: JobField) => ({ error: fieldError(name), ...register(name) });
  // A refusal shown at its field is not repeated above the form.
  const atAField = jobFields.some((name) => serverFields[`job_post.${name}`]) || !!serverFields.publishAt;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        noValidate
        onSubmit={handleSubmit((values) => onSubmit(values, publication))}
        className="space-y-4"
      >
        <AlertMessage>{error && !atAField ? describeError(error) : null}</AlertMessage>
        <TextField label={f.jobTitle} required {...field("jobTitle")} />
        <TextField label={f.companyName} required {...field("companyName")} />
        <TextField
          label={f.companyIconUrl}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...field("companyIconUrl")}
        />
        <JobFactsFields register={register} control={control} fieldError={fieldError} />
        <Controller
          control={control}
          name="jobDescription"
          render={({ field }) => (
            <DescriptionField
              value={field.value ?? ""}
              onChange={field.onChange}
              error={fieldError("jobDescription")}
            />
          )}
        />
        {intent === "post" ? (
          <PublicationFields value={publication} onChange={setPublication} error={serverFields.publishAt} />
        ) : null}
        <div className="flex flex-wrap gap-3 pt-2">
          <Button
            type="submit"
            busy={busy}
            busyLabel={intent === "post" ? jobsCopy.postBusy : jobsCopy.saveBusy}
          >
            {intent === "post" ? jobsCopy.publication.submit[publication.publication] : jobsCopy.save}
          </Button>
          <Button variant="secondary" aria-expanded={preview} onClick={() => setPreview((open) => !open)}>
            {preview ? jobsCopy.hidePreview : jobsCopy.preview}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {jobsCopy.cancel}
          </Button>
        </div>
      </form>
      {preview ? <LivePreview control={control} /> : null}
    </div>
  );
}
