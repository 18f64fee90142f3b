import { questionKindLabels } from "@site/contract/api/applications";

export { questionKindLabels };

/**
 * The copy of application questions: the employer's editor in the console and the questions an
 * applicant answers on a job (docs/decisions/073-application-questions-and-knock-outs.md).
 */
export const questionsCopy = {
  // The employer's editor.
  editLink: "Application questions",
  editorIntro:
    "Ask every applicant these questions. A knock-out question rejects an application automatically when it gets the disqualifying answer; the candidate's mail goes out two days later.",
  none: "This job asks no questions yet.",
  questionHeading: (n: number) => `Question ${n}`,
  kind: "Kind",
  label: "Question",
  required: "Required",
  choices: "Choices (one per line)",
  disqualifying: "Disqualifying answer (knock-out)",
  noKnockOut: "None (not a knock-out)",
  add: "Add a question",
  remove: (n: number) => `Remove question ${n}`,
  save: "Save questions",
  saving: "Saving…",
  backToApplicants: "Back to applicants",
  yes: "Yes",
  no: "No",
  // The applicant's side.
  applyHeading: "Questions from the employer",
  applyIntro: "Your answers are sent with your application, whichever way you apply.",
  chooseOne: "Choose one",
  requiredMark: "(required)",
  // On the application, for the team.
  answersHeading: "Answers",
  noAnswers: "No answers to application questions.",
  knockedOut: "Knock-out answer",
};
