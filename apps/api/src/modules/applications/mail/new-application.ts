import { type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";

/**
 * To the job's owner when someone applies (docs/decisions/075-application-receipts.md):
 * the job by its title and company and a link to the application in the console. Nothing the
 * applicant typed (name, file name, address): the console shows those, escaped, to who may see them.
 */
export function newApplicationMail({
  jobTitle,
  companyName,
  withProfile,
  fromAccount,
  consoleLink,
}: {
  jobTitle: string;
  companyName: string;
  withProfile: boolean;
  /** Sent from a candidate's account rather than by a visitor. */
  fromAccount: boolean;
  consoleLink: string;
}): MailContent {
  const who = withProfile
    ? "A candidate applied with their profile"
    : fromAccount
      ? "A candidate applied with a resume"
      : "A visitor applied with a resume";
  const applied = `${who} for ${jobTitle} at ${companyName}.`;
  const open = "Open the application in the console:";
  return {
    subject: `New application for ${jobTitle} at ${companyName}`,
    text: `Hello,\n\n${applied}\n\n${open}\n${consoleLink}\n\nAutomation Controller\n`,
    html: mailLayout({
      title: "New application",
      body: paragraphs(["Hello,", applied]),
      action: { label: "Open the application", href: consoleLink },
      note: "You get this mail because you posted this job.",
    }),
  };
}
