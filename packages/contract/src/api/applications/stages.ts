// The stages of an application, their labels as people read them, limits and messages.

export const RESUME_APPLICANT_NAME_MAX = 200;

/** The hiring pipeline: where each application stands (docs/decisions/037-hiring-pipeline.md). */
export const applicationStages = ["applied", "screening", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStage = (typeof applicationStages)[number];

/** A stage as people read it, in the console and on an applicant's status page. */
export const stageLabels: Record<ApplicationStage, string> = {
  applied: "Applied",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/**
 * What a candidate reads of a stage on "My applications" and in the mail that tells them of a move
 * (docs/decisions/043-candidate-application-tracker.md): the employer's words stay in the console.
 */
export const candidateStages = [
  "applied",
  "in-review",
  "interviewing",
  "offer",
  "hired",
  "not-selected",
] as const;
export type CandidateStage = (typeof candidateStages)[number];

export const candidateStageOf: Record<ApplicationStage, CandidateStage> = {
  applied: "applied",
  screening: "in-review",
  interview: "interviewing",
  offer: "offer",
  hired: "hired",
  rejected: "not-selected",
};

export const candidateStageLabels: Record<CandidateStage, string> = {
  applied: "Applied",
  "in-review": "In review",
  interviewing: "Interviewing",
  offer: "Offer",
  hired: "Hired",
  "not-selected": "Not selected",
};

/** The stages whose move can mail the candidate. */
export const mailingStages = ["hired", "rejected"] as const satisfies readonly ApplicationStage[];
export type MailingStage = (typeof mailingStages)[number];

/** How many applications one bulk move may carry. */
export const MOVE_BATCH_MAX = 200;
export const REJECTION_REASON_MAX = 500;
export const NOTE_MAX = 5000;

export const hiringMessages = {
  moved: (count: number, stage: ApplicationStage) =>
    count === 1
      ? `1 application moved to ${stageLabels[stage]}.`
      : `${count} applications moved to ${stageLabels[stage]}.`,
  reasonRequired: "Please give a reason for the rejection.",
  reasonTooLong: `The reason must be at most ${REJECTION_REASON_MAX} characters.`,
  chooseApplications: "Please choose at least one application.",
  tooMany: `Please move at most ${MOVE_BATCH_MAX} applications at once.`,
  applicationIdInvalid: "This is not a valid application.",
  stageInvalid: "Please choose a stage.",
  someNotFound: "One or more of these applications were not found. Nothing was changed.",
  someNotYours: "One or more of these applications belong to another employer's job. Nothing was changed.",
  applicationNotFound: "Application not found",
  notYours: "This application belongs to another employer's job.",
  noteRequired: "Please write a note.",
  noteTooLong: `A note must be at most ${NOTE_MAX} characters.`,
  noteAdded: "The note has been added.",
  linkInvalid:
    "This link is not valid or has expired. Please use the link in your most recent e-mail from us.",
  applicationGone: "This application was withdrawn or no longer exists.",
  withdrawn: "Your application has been withdrawn.",
} as const;
