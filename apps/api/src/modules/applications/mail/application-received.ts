import { html } from "#api/platform/mail/templates/html.ts";
import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";

/** What the applicant sent, as the receipt words it. */
export type WhatWasSent =
  /** Applied with the profile, whose resume has this (stored, safe) name. */
  | { with: "profile"; fileName: string }
  /** A resume sent from an account: its owner's own file name. */
  | { with: "resume"; fileName: string }
  /** A resume sent by a visitor: only the kind of file, never the name the sender chose. */
  | { with: "resume"; fileKind: string };

/**
 * The receipt of an application (docs/decisions/075-application-receipts.md): the job
 * by its title and company (the site's own data, escaped), what was sent, and the signed link to
 * the application's status, which is also its tracker. To an address nobody verified it carries
 * nothing the sender typed: no name, no file name (docs/decisions/010-safe-file-names-and-third-party-mail.md).
 */
export function applicationReceivedMail({
  jobTitle,
  companyName,
  sent,
  statusLink,
  verified,
}: {
  jobTitle: string;
  companyName: string;
  sent: WhatWasSent;
  /** The signed link to the application's status page. */
  statusLink: string;
  /** False for an address a visitor typed: the mail says how to ignore it. */
  verified: boolean;
}): MailContent {
  const subject = "Your application has been received";
  const received = `We have received your application for ${jobTitle} at ${companyName}.`;
  const what =
    sent.with === "profile"
      ? `What you sent: your profile, with the resume ${sent.fileName}.`
      : "fileName" in sent
        ? `What you sent: the resume ${sent.fileName}.`
        : `What you sent: a resume (${sent.fileKind} file).`;
  const follow = "You can see where your application stands, or withdraw it, at this address:";
  const ifNot = "If you did not apply, you can ignore this message: no account was created for this address.";
  const closing = [...(verified ? [] : [ifNot]), "Automation Controller"];
  const lines = [
    "Hello,",
    "",
    received,
    what,
    "",
    follow,
    statusLink,
    "",
    ...closing.flatMap((line) => [line, ""]),
  ];
  return {
    subject,
    text: `${lines.join("\n").trimEnd()}\n`,
    html: mailLayout({
      title: "Your application has been received",
      body: [
        paragraphs(["Hello,", received, what, follow]),
        html`<p style="margin:0 0 16px"><a href="${statusLink}">See my application</a></p>`,
        paragraphs(closing),
      ],
    }),
  };
}

/** How a receipt names a resume's kind from its detected content type. */
export function fileKindOf(contentType: string): string {
  const kinds: Record<string, string> = {
    "application/pdf": "PDF",
    "application/msword": "Word",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
    "application/vnd.oasis.opendocument.text": "OpenDocument",
    "application/rtf": "RTF",
  };
  if (contentType.startsWith("text/plain")) return "text";
  return kinds[contentType] ?? "document";
}
