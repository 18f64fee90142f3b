import { editProfileCopy } from "@site/content/accounts/profile";
import { updateProfile, uploadResume } from "@site/contract/api/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";
import { readFileAsDataUrl } from "#web/lib/read-file-as-data-url";
import { profileKeys } from "../api/profile-keys";

/** The fields the candidate may change; the e-mail address is the account's and is never sent. */
export type ProfileChanges = Omit<CallInput<typeof updateProfile>["updated_data"], "emailAddress">;

export interface SaveProfileInput {
  changes: ProfileChanges;
  /** A new resume to upload after the profile is saved, or null to keep the current one. */
  resume: File | null;
}

/** The chosen file could not be read in the browser; nothing was sent. */
export class UnreadableResumeError extends Error {
  override readonly name = "UnreadableResumeError";
  constructor() {
    super(editProfileCopy.unreadableFile);
  }
}

/** The profile was saved, but uploading the resume then failed (`reason` is the server's error). */
export class ResumeUploadError extends Error {
  override readonly name = "ResumeUploadError";
  constructor(readonly reason: unknown) {
    super("The resume was not uploaded.");
  }
}

/** What saving filled in from the resume, beside what the candidate typed (decision 094). */
export interface SavedProfile {
  prefilledPhone?: string;
}

/**
 * POST /api/update_profile with the changes, then POST /api/upload_resume with the file as a
 * data URL if one was chosen.
 */
export async function saveProfile({ changes, resume }: SaveProfileInput): Promise<SavedProfile> {
  let resumeData: string | null = null;
  if (resume) {
    try {
      resumeData = await readFileAsDataUrl(resume);
    } catch {
      throw new UnreadableResumeError();
    }
  }
  await call(updateProfile, { updated_data: changes });
  if (resume && resumeData !== null) {
    try {
      const uploaded = await call(uploadResume, { fileName: resume.name, resume_data: resumeData });
      return uploaded.prefilled ? { prefilledPhone: uploaded.prefilled.phoneNumber } : {};
    } catch (error) {
      throw new ResumeUploadError(error);
    }
  }
  return {};
}

/** Saves the edit form; when anything was saved, the profile is reloaded before the mutation settles. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSettled: (_data, error) => {
      if (error && !(error instanceof ResumeUploadError)) return;
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
