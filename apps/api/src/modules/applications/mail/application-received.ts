import { html } from "#api/platform/mail/templates/html.ts";
import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";

/**
 * The confirmation of a resume-only application: our text only. No file name, job title or
 * company, nothing a visitor or an employer typed: anyone may name any address for it
 * (docs/decisions/010-safe-file-names-and-third-party-mail.md). Its one link goes to our own site
 * and carries only a signed token (docs/decisions/038-application-status-links.md).
 */
export function applicationReceivedMail({
  jobId,
  statusLink,
}: {
  jobId: number;
  /** The signed link to the application's status page. */
  statusLink?: string;
}): MailContent {
  const received = `We have received an application with a resume for job number ${jobId}.`;
  const follow = "You can see where your application stands, or withdraw it, at this address:";
  const ifNot = "If you did not apply, you can ignore this message: no account was created for this address.";
  const lines = [
    "Hello,",
    "",
    received,
    "",
    ...(statusLink ? [follow, statusLink, ""] : []),
    ifNot,
    "",
    "Automation Controller",
  ];
  return {
    subject: "Your application has been received",
    text: `${lines.join("\n")}\n`,
    html: mailLayout({
      title: "Your application has been received",
      body: statusLink
        ? [
            paragraphs(["Hello,", received, follow]),
            html`<p style="margin:0 0 16px"><a href="${statusLink}">See my application</a></p>`,
            paragraphs([ifNot, "Automation Controller"]),
          ]
        : paragraphs(lines.filter((line) => line !== "")),
    }),
  };
}
