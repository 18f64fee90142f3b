import { jobAlertMessages } from "@site/contract/api/job-alerts";
import type { jobAlerts } from "#api/db/schema.ts";
import { Forbidden } from "#api/http/errors.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import { describeSearch, searchLinkOf } from "./alert-search.ts";

/** How long a digest's unsubscribe link works (docs/decisions/041-job-alerts.md). */
export const UNSUBSCRIBE_LINK_TTL_MS = 365 * 24 * 3600 * 1000;

// Its own prefix, so that an unsubscribe token never opens a download or an application's status.
const subjectOf = (alertId: string) => `job-alert-unsubscribe:${alertId}`;

const queryOf = (signer: LinkSigner, alertId: string, now: Date) =>
  new URLSearchParams({ id: alertId, token: signer.sign(subjectOf(alertId), now, UNSUBSCRIBE_LINK_TTL_MS) });

/** The two links of a digest: our page (a person's click) and the API (a mail client's one-click POST). */
export function unsubscribeLinks(signer: LinkSigner, baseUrl: string, alertId: string, now: Date) {
  const query = queryOf(signer, alertId, now);
  return {
    page: `${baseUrl}/unsubscribe-job-alert?${query}`,
    oneClick: `${baseUrl}/api/unsubscribe_job_alert?${query}`,
  };
}

/** Refuses a token that was not made for this alert by us, or that has expired. */
export function checkUnsubscribeToken(signer: LinkSigner, alertId: string, token: string, now: Date): void {
  if (!signer.verify(subjectOf(alertId), token, now)) throw new Forbidden(jobAlertMessages.linkInvalid);
}

/**
 * What every mail of an alert carries, the confirmation and each digest alike: its search in words
 * and as a link, each listed job with its page's link, whether more matched than are listed, the
 * unsubscribe page, and the RFC 8058 headers by which a mail client unsubscribes with one POST, no
 * page, no log-in.
 */
export function alertMailParts(
  deps: { signer: LinkSigner; publicBaseUrl: string },
  alert: typeof jobAlerts.$inferSelect,
  listed: readonly { id: number; title: string; companyName: string; location: string }[],
  matched: number,
  now: Date,
) {
  const baseUrl = deps.publicBaseUrl;
  const links = unsubscribeLinks(deps.signer, baseUrl, alert.id, now);
  return {
    content: {
      search: describeSearch(alert),
      jobs: listed.map((job) => ({
        title: job.title,
        companyName: job.companyName,
        location: job.location,
        link: `${baseUrl}/job/${job.id}`,
      })),
      more: matched > listed.length,
      searchLink: searchLinkOf(baseUrl, alert),
      unsubscribeLink: links.page,
    },
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
