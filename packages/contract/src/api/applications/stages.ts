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

/** The ends every job's pipeline has and nobody edits: Applied first, Hired and Rejected last. */
export const fixedStages = ["applied", "hired", "rejected"] as const satisfies readonly ApplicationStage[];
export type FixedStage = (typeof fixedStages)[number];
export const isFixedStage = (key: string): key is FixedStage =>
  (fixedStages as readonly string[]).includes(key);

/**
 * A job's own stages between the fixed ends (docs/decisions/083-custom-pipeline-stages.md): a
 * job starts with today's three, which keep these keys; a stage an employer adds gets a random key.
 */
export const defaultJobStages = [
  { key: "screening", name: "Screening" },
  { key: "interview", name: "Interview" },
  { key: "offer", name: "Offer" },
] as const;

/** At most this many stages (columns) on one job, the fixed ends included. */
export const STAGES_MAX = 12;
export const JOB_STAGES_MAX = STAGES_MAX - fixedStages.length;
export const STAGE_NAME_MAX = 40;
/** A stage's key as the API carries it: the fixed ones, today's three, or a generated one. */
export const STAGE_KEY_PATTERN = /^[a-z0-9-]{1,40}$/;

/**
 * What a candidate is told of a stage when its name is not shown to them: today's three and the
 * fixed ends as before, any other stage as Screening (the status page) and "In review" (the
 * tracker and the mails).
 */
export const candidateCategoryOf = (key: string): ApplicationStage =>
  (applicationStages as readonly string[]).includes(key) ? (key as ApplicationStage) : "screening";

export const stageMessages = {
  saved: "The stages have been saved.",
  nameRequired: "Please name the stage.",
  nameTooLong: `A stage name must be at most ${STAGE_NAME_MAX} characters.`,
  tooMany: `A job can have at most ${STAGES_MAX} stages, Applied, Hired and Rejected included.`,
  stagesInvalid: "Please send the job's stages as a list.",
  nameTaken: (name: string) => `Two stages cannot both be called “${name}”.`,
  nameFixed: (name: string) => `“${name}” is a stage every job has already. Please choose another name.`,
  keyInvalid: "This stage does not belong to this job. Please reload the stages.",
  keyTwice: "A stage appears twice in the list.",
  versionRequired: "Please reload the stages before saving.",
  changedMeanwhile:
    "Someone else changed this job's stages meanwhile. Nothing was saved: please reload the stages and try again.",
  reassignInvalid: "Please choose, for each removed stage, a stage its applications move to.",
  reassignNeeded: (name: string, count: number) =>
    `“${name}” holds ${count === 1 ? "1 application" : `${count} applications`}. Please choose the stage ${count === 1 ? "it moves" : "they move"} to before removing it.`,
  reassignTarget:
    "Applications of a removed stage can move to Applied or to a stage that stays, not to Hired or Rejected.",
  stageGone: "This stage is not one of this job's stages any more. Please reload the page.",
} as const;

/** The stages whose move can mail the candidate. */
export const mailingStages = ["hired", "rejected"] as const satisfies readonly ApplicationStage[];
export type MailingStage = (typeof mailingStages)[number];

/** How many applications one bulk move may carry. */
export const MOVE_BATCH_MAX = 200;
export const REJECTION_REASON_MAX = 500;
export const NOTE_MAX = 5000;

export const hiringMessages = {
  /** `stageName`: the stage's name on the job (stageLabels for the fixed ends). */
  moved: (count: number, stageName: string) =>
    count === 1 ? `1 application moved to ${stageName}.` : `${count} applications moved to ${stageName}.`,
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
