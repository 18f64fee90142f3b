// What a rejection may tell the candidate: a reason from a fixed list, never the team's own words,
// and when the mail goes (docs/decisions/073-application-questions-and-knock-outs.md).
import { z } from "zod";

export const candidateReasons = [
  "other_candidates",
  "position_filled",
  "requirements",
  "role_closed",
] as const;
export type CandidateReason = (typeof candidateReasons)[number];

/** The sentence the candidate reads, our own fixed text (safe to send to any address). */
export const candidateReasonTexts: Record<CandidateReason, string> = {
  other_candidates:
    "We have decided to continue with candidates whose experience more closely matches the role.",
  position_filled: "The position has now been filled.",
  requirements: "Your application did not meet one of the requirements of the role.",
  role_closed: "The role is no longer open.",
};

/** How the employer picks a reason in the console. */
export const candidateReasonLabels: Record<CandidateReason, string> = {
  other_candidates: "Other candidates matched more closely",
  position_filled: "Position filled",
  requirements: "Did not meet a requirement",
  role_closed: "Role no longer open",
};

export const REJECTION_MAIL_DELAY_MAX_HOURS = 720;

export const rejectionMessages = {
  candidateReasonInvalid: "Choose a reason from the list for the candidate.",
  delayInvalid: `The delay must be a whole number of hours from 0 to ${REJECTION_MAIL_DELAY_MAX_HOURS}.`,
} as const;

export const candidateReasonField = z
  .enum(candidateReasons, { error: rejectionMessages.candidateReasonInvalid })
  .optional();

export const mailDelayHoursField = z
  .number({ error: rejectionMessages.delayInvalid })
  .int(rejectionMessages.delayInvalid)
  .min(0, rejectionMessages.delayInvalid)
  .max(REJECTION_MAIL_DELAY_MAX_HOURS, rejectionMessages.delayInvalid)
  .optional();
