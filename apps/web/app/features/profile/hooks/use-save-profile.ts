import { editProfileCopy } from "@site/content/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { readFileAsDataUrl } from "../../../lib/read-file-as-data-url";
import { profileKeys } from "../api/profile-keys";
import { type ProfileChanges, updateProfile } from "../api/update-profile";
import { uploadResume } from "../api/upload-resume";

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

/** update_profile with the changes, then upload_resume with the file as a data URL if one was chosen. */
export async function saveProfile({ changes, resume }: SaveProfileInput): Promise<void> {
  let resumeData: string | null = null;
  if (resume) {
    try {
      resumeData = await readFileAsDataUrl(resume);
    } catch {
      throw new UnreadableResumeError();
    }
  }
  await updateProfile(changes);
  if (resume && resumeData !== null) {
    try {
      await uploadResume({ fileName: resume.name, resumeData });
    } catch (error) {
      throw new ResumeUploadError(error);
    }
  }
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
