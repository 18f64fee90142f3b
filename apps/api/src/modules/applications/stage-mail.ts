import type { CandidateReason, MailingStage } from "@site/contract/api/applications";
import type { MailContent } from "#api/platform/mail/templates/layout.ts";
import type { HandledApplication } from "./access.ts";
import { applicationHiredMail } from "./mail/application-hired.ts";
import { applicationRejectedMail } from "./mail/application-rejected.ts";
import type { StageMailJob } from "./mail/stage-mail-job.ts";

export interface StageMail {
  to: string;
  /** The address belongs to an account that verified it; otherwise the applicant only typed it. */
  verified: boolean;
  mail: MailContent;
}

const templates: Record<MailingStage, (job: StageMailJob) => MailContent> = {
  hired: applicationHiredMail,
  rejected: applicationRejectedMail,
};

export const isMailingStage = (stage: string): stage is MailingStage => stage in templates;

/**
 * The outbox key of an application's decision mail (Hired, Rejected, a knock-out's rejection):
 * while it waits for its send time, a later move of the application takes it back (decision 092).
 */
export const decisionMailKey = (applicationId: string) => `application-decision:${applicationId}`;

/** The mail of a move to `stage`, naming the job as fits the address. */
export const stageMailContent = (stage: MailingStage, job: StageMailJob): MailContent =>
  templates[stage](job);

/**
 * The mail a move to `stage` sends this application's candidate: to the account's address when
 * they applied signed in, else to the address the applicant typed or their resume gave; none
 * without an address.
 */
export function stageMailFor(
  application: HandledApplication,
  stage: MailingStage,
  candidateReason?: CandidateReason,
): StageMail | undefined {
  const template = templates[stage];
  if (application.userId && application.accountEmail) {
    return {
      to: application.accountEmail,
      verified: true,
      mail: template({
        jobId: application.jobId,
        candidateReason,
        verified: true,
        jobTitle: application.jobTitle,
        companyName: application.companyName,
      }),
    };
  }
  if (!application.applicantEmail) return undefined;
  return {
    to: application.applicantEmail,
    verified: false,
    mail: template({ jobId: application.jobId, candidateReason, verified: false }),
  };
}
