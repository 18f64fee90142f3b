import fs from "node:fs/promises";

/** Folders of DATA_DIR: only the site's own user may list or enter them. */
export const PRIVATE_DIR_MODE = 0o700;
/** Files of DATA_DIR and backup archives: only the site's own user may read them. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and missing parents) owner-only, and makes an existing one owner-only: it holds
 * the embedded database (password and session hashes, the link-signing secret), the uploaded
 * resumes and the development mailbox, which no other local user may read. A folder that belongs
 * to another user is left as it is.
 */
export async function makePrivateDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await fs.chmod(dir, PRIVATE_DIR_MODE).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EPERM") throw error;
  });
}
