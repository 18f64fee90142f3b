import { type CandidateStage, candidateStageLabels } from "@site/contract/api/applications";
import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";

export interface StageChangedMail {
  jobTitle: string;
  companyName: string;
  stage: CandidateStage;
  /** The stage's own name, when the employer shows it to candidates (docs/decisions/083-custom-pipeline-stages.md). */
  stageName?: string | undefined;
  /** Where the candidate follows their applications ("My applications" on the profile page). */
  link: string;
}

/**
 * Tells a candidate with an account that the employer moved their application, in the words
 * "My applications" uses. Only to an account's verified address: it names the job by title.
 */
export function applicationStageChangedMail({
  jobTitle,
  companyName,
  stage,
  stageName,
  link,
}: StageChangedMail): MailContent {
  const status = stageName ?? candidateStageLabels[stage];
  const subject = `Your application: ${status}`;
  const lines = [
    "Hello,",
    `Your application for ${jobTitle} at ${companyName} has a new status: ${status}.`,
    "You can follow all your applications under My applications on your profile.",
    "Automation Controller",
  ];
  return {
    subject,
    text: `${lines.slice(0, 3).join("\n\n")}\n${link}\n\n${lines[3]}\n`,
    html: mailLayout({
      title: subject,
      body: paragraphs(lines),
      action: { label: "See my applications", href: link },
    }),
  };
}
