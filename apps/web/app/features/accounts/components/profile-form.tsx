import { editProfileCopy, profileFieldLabels as labels } from "@site/content/accounts/profile";
import type { Profile } from "@site/contract/api/accounts";
import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#web/components/button";
import { SelectField } from "#web/components/select-field";
import { TextAreaField } from "#web/components/text-area-field";
import { TextField } from "#web/components/text-field";
import { describeError, showFieldErrors } from "#web/lib/describe-error";
import { paths } from "#web/lib/paths";
import { toast } from "#web/lib/toast";
import { useContractForm } from "#web/lib/use-contract-form";
import { ResumeUploadError, UnreadableResumeError, useSaveProfile } from "../hooks/use-save-profile";
import {
  editableFields,
  ethnicitySelectOptions,
  formValuesOf,
  genderSelectOptions,
  profileFormSchema,
} from "../profile-form-schema";
import { resumeFileProblem } from "../resume-file";
import { ResumePicker } from "./resume-picker";

/**
 * The edit form. Submit saves (update_profile, then upload_resume when a file was chosen) and
 * returns to /view-profile; on any error the form keeps everything typed and chosen.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const emailHintId = useId();
  const resumeInput = useRef<HTMLInputElement>(null);
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | undefined>();
  const values = formValuesOf(profile);
  const { handleSubmit, setError, field } = useContractForm(profileFormSchema, { defaultValues: values });
  // Each field also says its value in the HTML: the server renders this form for the candidate's
  // first paint (docs/decisions/136), where react-hook-form sets no value (it does so in the browser).
  const bound = (name: keyof typeof values) => ({ ...field(name), defaultValue: values[name] ?? "" });

  const chooseResume = (file: File | null) => {
    setResume(file);
    setResumeError(file ? (resumeFileProblem(file) ?? undefined) : undefined);
  };

  const showResumeError = (message: string) => {
    setResumeError(message);
    resumeInput.current?.focus();
  };

  const reportFailure = (error: unknown) => {
    if (error instanceof ResumeUploadError) {
      const reason = describeError(error.reason);
      showResumeError(reason);
      toast.error(editProfileCopy.resumeNotSaved(reason));
      return;
    }
    if (error instanceof UnreadableResumeError) {
      showResumeError(error.message);
      return;
    }
    if (showFieldErrors(error, editableFields, setError, "updated_data.")) return;
    toast.error(describeError(error));
  };

  const onSubmit = handleSubmit((changes) => {
    // A file the server would refuse is not even read: a 6 MB file is refused right here.
    const problem = resume ? resumeFileProblem(resume) : null;
    if (problem) {
      showResumeError(problem);
      return;
    }
    save.mutate(
      { changes, resume },
      {
        onSuccess: (saved) => {
          toast.success(editProfileCopy.saved);
          // Longer than a plain toast: it asks the reader to check a value.
          if (saved.prefilledPhone)
            toast.success(editProfileCopy.phoneFromResume(saved.prefilledPhone), { duration: 12_000 });
          navigate(paths.viewProfile);
        },
        onError: reportFailure,
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.firstName} autoComplete="given-name" required {...bound("firstName")} />
        <TextField label={labels.lastName} autoComplete="family-name" required {...bound("lastName")} />
        <TextField label={labels.phoneNumber} type="tel" autoComplete="tel" {...bound("phoneNumber")} />
        <div>
          <TextField
            label={labels.emailAddress}
            type="email"
            value={profile.emailAddress}
            readOnly
            aria-describedby={emailHintId}
          />
          <p id={emailHintId} className="mt-1 text-xs text-slate-500">
            {editProfileCopy.emailHint}
          </p>
        </div>
        <TextField label={labels.company} autoComplete="organization" required {...bound("company")} />
        <TextField label={labels.title} autoComplete="organization-title" required {...bound("title")} />
        <TextField label={labels.citizenshipStatus} {...bound("citizenshipStatus")} />
        <SelectField
          label={labels.gender}
          options={genderSelectOptions}
          emptyLabel={editProfileCopy.emptyChoice}
          {...bound("gender")}
        />
        <SelectField
          label={labels.ethnicity}
          options={ethnicitySelectOptions}
          emptyLabel={editProfileCopy.emptyChoice}
          className="sm:col-span-2"
          {...bound("ethnicity")}
        />
      </div>
      <TextAreaField label={labels.description} rows={6} {...bound("description")} />
      <ResumePicker
        currentName={profile.resumeName}
        error={resumeError}
        onChange={chooseResume}
        inputRef={resumeInput}
      />
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" busy={save.isPending} busyLabel={editProfileCopy.submitBusy}>
          {editProfileCopy.submit}
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.viewProfile)}>
          {editProfileCopy.cancel}
        </Button>
      </div>
    </form>
  );
}
