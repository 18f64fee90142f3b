import { html } from "#api/platform/mail/templates/html.ts";
import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";
import type { DigestJob } from "./job-alert-digest.ts";

/**
 * The mail a new job alert sends at once (docs/decisions/087-candidate-week.md): the open jobs
 * that match it today, or that none does yet, how often it will write, and where to manage or stop it.
 */
export function jobAlertConfirmationMail({
  search,
  cadence,
  jobs,
  more,
  searchLink,
  manageLink,
  unsubscribeLink,
}: {
  /** How the alert's search reads, e.g. `"kubernetes" · Remote`. */
  search: string;
  /** e.g. "We will e-mail you new matching jobs once a day." */
  cadence: string;
  jobs: readonly DigestJob[];
  /** Whether more open jobs match than the mail lists. */
  more: boolean;
  searchLink: string;
  manageLink: string;
  unsubscribeLink: string;
}): MailContent {
  const intro = `Your job alert is set: ${search}`;
  const matches =
    jobs.length === 0
      ? "No open jobs match yet — we will write when one does."
      : more
        ? `More than ${jobs.length} open jobs match today. The latest:`
        : jobs.length === 1
          ? "1 open job matches today:"
          : `${jobs.length} open jobs match today:`;
  const manage = "Change, pause or delete your alerts on My jobs:";
  const because = "You receive this mail because you created this job alert.";
  const lines = [
    "Hello,",
    "",
    intro,
    cadence,
    "",
    matches,
    "",
    ...jobs.flatMap((job) => [`${job.title} — ${job.companyName}, ${job.location}`, job.link, ""]),
    ...(jobs.length > 0 ? ["See the whole search:", searchLink, ""] : []),
    manage,
    manageLink,
    "",
    `${because} To stop it:`,
    unsubscribeLink,
    "",
    "Automation Controller",
  ];
  const subject =
    jobs.length === 0
      ? "Your job alert is set"
      : more
        ? `Your job alert is set: more than ${jobs.length} jobs match today`
        : `Your job alert is set: ${jobs.length === 1 ? "1 job matches" : `${jobs.length} jobs match`} today`;
  return {
    subject,
    text: `${lines.join("\n")}\n`,
    html: mailLayout({
      title: "Your job alert is set",
      body: [
        paragraphs(["Hello,", intro, cadence, matches]),
        ...(jobs.length > 0
          ? [
              html`<ul style="margin:0 0 16px;padding-left:20px">${jobs.map(
                (job) =>
                  html`<li style="margin:0 0 8px"><a href="${job.link}">${job.title}</a><br>${job.companyName}, ${job.location}</li>`,
              )}</ul>`,
            ]
          : []),
        html`<p style="margin:0 0 16px">${manage} <a href="${manageLink}">My jobs</a></p>`,
      ],
      action: { label: "See the whole search", href: searchLink },
      footer: html`${because} <a href="${unsubscribeLink}">Unsubscribe from this alert</a>`,
    }),
  };
}
