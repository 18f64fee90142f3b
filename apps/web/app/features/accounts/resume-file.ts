import { editProfileCopy } from "@site/content/accounts/profile";
import { profileMessages } from "@site/contract/api/accounts";
import { RESUME_MAX_BYTES, resumeExtensions } from "@site/contract/fields";

/** The file types the server accepts; it checks the content, this only the name. */
export { resumeAccept } from "@site/contract/fields";

/**
 * Why a chosen file cannot be a resume, checked before anything is sent (a 6 MB file is not
 * read nor uploaded), or null when it may be sent. The server still checks it by content.
 */
export function resumeFileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!resumeExtensions.some((extension) => name.endsWith(extension))) return profileMessages.unsupportedFile;
  if (file.size > RESUME_MAX_BYTES) return profileMessages.fileTooLarge;
  if (file.size === 0) return editProfileCopy.emptyFile;
  return null;
}
