import { html } from "#api/platform/mail/templates/html.ts";
import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";

export interface DigestJob {
  title: string;
  companyName: string;
  location: string;
  /** The job's page on our site. */
  link: string;
}

/**
 * One job alert's digest: the new jobs of the saved search (titles and companies employers typed,
 * escaped by `html`), a link to the whole search, and the alert's one-click unsubscribe link
 * (docs/decisions/041-job-alerts.md).
 */
export function jobAlertDigestMail({
  search,
  jobs,
  more,
  searchLink,
  unsubscribeLink,
}: {
  /** How the alert's search reads, e.g. `"kubernetes" · Remote`. */
  search: string;
  jobs: readonly DigestJob[];
  /** Whether more new jobs matched than the digest lists. */
  more: boolean;
  searchLink: string;
  unsubscribeLink: string;
}): MailContent {
  const count = jobs.length === 1 ? "1 new job matches" : `${jobs.length} new jobs match`;
  const intro = `${count} your job alert: ${search}`;
  const moreLine = "More new jobs match than this mail lists. See them all:";
  const seeAll = more ? moreLine : "See the whole search:";
  const because = "You receive this mail because you created this job alert.";
  const stop = `${because} To stop it:`;
  const lines = [
    "Hello,",
    "",
    intro,
    "",
    ...jobs.flatMap((job) => [`${job.title} — ${job.companyName}, ${job.location}`, job.link, ""]),
    seeAll,
    searchLink,
    "",
    stop,
    unsubscribeLink,
    "",
    "Automation Controller",
  ];
  return {
    subject:
      jobs.length === 1 ? "1 new job for your job alert" : `${jobs.length} new jobs for your job alert`,
    text: `${lines.join("\n")}\n`,
    html: mailLayout({
      title: "New jobs for your job alert",
      body: [
        paragraphs(["Hello,", intro]),
        html`<ul style="margin:0 0 16px;padding-left:20px">${jobs.map(
          (job) =>
            html`<li style="margin:0 0 8px"><a href="${job.link}">${job.title}</a><br>${job.companyName}, ${job.location}</li>`,
        )}</ul>`,
      ],
      action: { label: more ? "See all new jobs" : "See the whole search", href: searchLink },
      footer: html`${because} <a href="${unsubscribeLink}">Unsubscribe from this alert</a>`,
    }),
  };
}
