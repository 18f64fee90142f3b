import { hiringMessages } from "@site/contract/api/applications";
import { Forbidden } from "#api/http/errors.ts";
import type { LinkSigner } from "#api/platform/signing.ts";

/** How long the link of a confirmation mail shows the application (docs/decisions/038-application-status-links.md). */
export const STATUS_LINK_TTL_MS = 180 * 24 * 3600 * 1000;

// Its own prefix, so that a status token never opens a download and a download token never a status.
const subjectOf = (applicationId: string) => `application-status:${applicationId}`;

/** The page on our own site that shows one application's stage to whoever holds the link. */
export function statusLink(signer: LinkSigner, baseUrl: string, applicationId: string, now: Date): string {
  const token = signer.sign(subjectOf(applicationId), now, STATUS_LINK_TTL_MS);
  return `${baseUrl}/application-status?${new URLSearchParams({ id: applicationId, token })}`;
}

/** Refuses a token that was not made for this application by us, or that has expired. */
export function checkStatusToken(signer: LinkSigner, applicationId: string, token: string, now: Date): void {
  if (!signer.verify(subjectOf(applicationId), token, now)) throw new Forbidden(hiringMessages.linkInvalid);
}
