import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";
import { jobWording, type StageMailJob } from "./stage-mail-job.ts";

/** The candidate was hired: a short word of welcome; the team follows up in person. */
export function applicationHiredMail(job: StageMailJob): MailContent {
  const subject = "Welcome aboard";
  const lines = [
    "Hello,",
    `We are delighted to confirm that you have been hired for ${jobWording(job)}.`,
    "The team will be in touch with you shortly about the next steps.",
    "Automation Controller",
  ];
  return {
    subject,
    text: `${lines.join("\n\n")}\n`,
    html: mailLayout({ title: subject, body: paragraphs(lines) }),
  };
}
