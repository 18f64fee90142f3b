import type { LinkSigner } from "#api/platform/signing.ts";

/** The same-origin download link of a stored file, with a short-lived signed token in its path. */
export function downloadLink(signer: LinkSigner, fileId: string, now: Date): string {
  return `/api/viewAttachment/${signer.sign(fileId, now)}/${fileId}`;
}
