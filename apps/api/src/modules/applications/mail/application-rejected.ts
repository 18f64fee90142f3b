import { candidateReasonTexts } from "@site/contract/api/applications";
import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";
import { jobWording, type StageMailJob, signature } from "./stage-mail-job.ts";

/**
 * The candidate's application was not taken further. The employer's reason stays in the console:
 * it is a note for the team, not a message to the candidate (docs/decisions/037-hiring-pipeline.md).
 * A reason from the fixed list may be added, and the employer's company signs to a verified address
 * (docs/decisions/073-application-questions-and-knock-outs.md).
 */
export function applicationRejectedMail(job: StageMailJob): MailContent {
  const subject = "An update on your application";
  const lines = [
    "Hello,",
    `Thank you for your application for ${jobWording(job)}.`,
    "After careful consideration we have decided not to move forward with it.",
    ...(job.candidateReason ? [candidateReasonTexts[job.candidateReason]] : []),
    "We appreciate your interest and wish you every success in your search.",
    signature(job),
  ];
  return {
    subject,
    text: `${lines.join("\n\n")}\n`,
    html: mailLayout({ title: subject, body: paragraphs(lines) }),
  };
}
