import { type MailContent, mailLayout, paragraphs } from "./layout.ts";

/**
 * The confirmation of a resume-only application: our text only. No file name, job title or
 * company, nothing a visitor or an employer typed: anyone may name any address for it
 * (docs/decisions/010-safe-file-names-and-third-party-mail.md).
 */
export function applicationReceivedMail({ jobId }: { jobId: number }): MailContent {
  const lines = [
    "Hello,",
    "",
    `We have received an application with a resume for job number ${jobId}.`,
    "",
    "If you did not apply, you can ignore this message: no account was created for this address.",
    "",
    "Automation Controller",
  ];
  return {
    subject: "Your application has been received",
    text: `${lines.join("\n")}\n`,
    html: mailLayout({
      title: "Your application has been received",
      body: paragraphs(lines.filter((line) => line !== "")),
    }),
  };
}
