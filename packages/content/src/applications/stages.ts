import { STAGE_NAME_MAX, STAGES_MAX } from "@site/contract/api/applications";

/** The copy of a job's own pipeline stages: the editor and the board's moves (docs/decisions/083-custom-pipeline-stages.md). */
export const stagesCopy = {
  editLink: "Pipeline stages",
  editorIntro: `Every job starts at Applied and ends at Hired or Rejected. Add, rename, reorder and remove the stages between them: at most ${STAGES_MAX} stages in all, names of up to ${STAGE_NAME_MAX} characters.`,
  backToApplicants: "Back to applicants",
  fixedNote: "Every job has this stage.",
  stageName: (position: number) => `Name of stage ${position}`,
  shown: "Candidates see this name",
  shownHint: "Otherwise candidates read “In review” while their application is at this stage.",
  moveUp: (name: string) => `Move ${name || "this stage"} up`,
  moveDown: (name: string) => `Move ${name || "this stage"} down`,
  remove: (name: string) => `Remove ${name || "this stage"}`,
  up: "Up",
  down: "Down",
  removeShort: "Remove",
  holds: (count: number) => (count === 1 ? "1 application" : `${count} applications`),
  moveTo: (name: string, count: number) =>
    `Move the ${count === 1 ? "application" : `${count} applications`} of ${name} to`,
  removed: "Removed on save",
  undo: (name: string) => `Keep ${name}`,
  keep: "Keep",
  chooseTarget: "Choose a stage",
  reload: "Reload the stages",
  add: "Add a stage",
  newStage: "New stage",
  save: "Save stages",
  saving: "Saving…",
  limitReached: `A job can have at most ${STAGES_MAX} stages.`,
  // The board's moves, read out by screen readers (aria-live).
  dragHint:
    "Drag a card to another column, or focus a card and press the left or right arrow key to choose a column, then Enter to move it there (Escape cancels).",
  choosing: (who: string, stage: string) =>
    `${who}: move to ${stage}? Press Enter to move, Escape to cancel.`,
  cancelled: (who: string) => `${who} stays where it was.`,
  moving: (who: string, stage: string) => `Moving ${who} to ${stage}.`,
  card: (who: string, stage: string) => `${who}, at ${stage}`,
} as const;
