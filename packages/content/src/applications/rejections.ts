import { candidateReasonLabels } from "@site/contract/api/applications";

export { candidateReasonLabels };

/** The copy of a rejection's mail choices (docs/decisions/073-application-questions-and-knock-outs.md). */
export const rejectionCopy = {
  candidateReason: "Reason the candidate reads",
  candidateReasonHint: "Chosen from a list; your note above stays with the team.",
  noCandidateReason: "No reason in the mail",
  delay: "Send the mail",
  delays: [
    { value: "0", label: "Now" },
    { value: "24", label: "In 1 day" },
    { value: "48", label: "In 2 days" },
    { value: "72", label: "In 3 days" },
    { value: "168", label: "In a week" },
  ],
};
