import { type ApplicationStage, stageLabels } from "@site/contract/api/applications";

export { stageLabels };

/** The copy of a job's hiring pipeline in the console (docs/decisions/037-hiring-pipeline.md). */
export const pipelineCopy = {
  views: "View",
  listView: "List",
  boardView: "Board",
  tableCaption: (count: number) => (count === 1 ? "1 applicant" : `${count} applicants`),
  columns: {
    select: "Select",
    name: "Applicant",
    email: "E-mail",
    stage: "Stage",
    applied: "Applied",
    source: "Applied with",
    resume: "Resume",
    notes: "Notes",
  },
  sources: { profile: "Profile", resume: "Resume only" },
  noName: "(no name)",
  noEmail: "No e-mail",
  fromResume: "from the resume",
  phone: (phone: string) => `Phone: ${phone}`,
  noResume: "No resume",
  download: (name: string) => `Download ${name}`,
  selectAll: "Select all applicants",
  selectOne: (who: string) => `Select ${who}`,
  selected: (count: number) => `${count} selected`,
  moveSelectedTo: "Move selected to",
  chooseStage: "Choose a stage…",
  move: "Move",
  moveBusy: "Moving...",
  stageOf: (who: string) => `Stage of ${who}`,
  moveOne: (who: string) => `Move ${who}`,
  rejectedBecause: (reason: string) => `Reason: ${reason}`,
  notesButton: (count: number) => `Notes (${count})`,
  notesFor: (who: string) => `Notes and history of ${who}`,
  board: "Pipeline board",
  column: (stage: string, count: number) => `${stage} (${count})`,
  emptyColumn: "No one here.",
  // The stage mail dialog (Rejected and Hired)
  rejectTitle: (count: number) => (count === 1 ? "Reject 1 application" : `Reject ${count} applications`),
  hireTitle: (count: number) =>
    count === 1 ? "Move 1 application to Hired" : `Move ${count} applications to Hired`,
  reasonLabel: "Reason (for your team; never mailed)",
  mailRejection: "Send the candidate the rejection mail",
  mailHire: "Send the candidate the welcome mail",
  previewHeading: "The mail",
  previewLoading: "Loading the mail...",
  previewSubject: (subject: string) => `Subject: ${subject}`,
  recipients: (recipients: number, withoutAddress: number) =>
    `${recipients === 1 ? "1 candidate gets" : `${recipients} candidates get`} this mail${
      withoutAddress > 0
        ? `; ${withoutAddress === 1 ? "1 has" : `${withoutAddress} have`} no address and will not be mailed`
        : ""
    }.`,
  reject: "Reject",
  rejectBusy: "Rejecting...",
  hire: "Move to Hired",
  // Notes and history
  historyHeading: "History",
  noHistory: "Not moved yet: applied.",
  // No mover is an automatic move: a knock-out answer (docs/decisions/073-application-questions-and-knock-outs.md).
  historyLine: (from: string, to: string, by: string) =>
    by ? `${from} → ${to}, by ${by}` : `${from} → ${to}, automatically`,
  mailed: "Candidate mailed.",
  notesHeading: "Notes",
  noNotes: "No notes yet.",
  noteBy: (author: string) => author || "A removed account",
  newNote: "New note (only your team sees it)",
  addNote: "Add note",
  addNoteBusy: "Adding...",
} as const;

/** The copy of the hiring overview on the console's home. */
export const overviewCopy = {
  heading: "Hiring overview",
  caption: "Applicants per stage of each job",
  job: "Job",
  total: "Total",
  /** The job's own stages between Applied and Hired, summed, each named below the sum. */
  inProcess: "In process",
  none: "No jobs yet.",
  pagination: "Hiring overview pages",
} as const;

/** The copy of an applicant's status page, opened from the link of the confirmation mail. */
export const statusPageCopy = {
  page: {
    title: "Your application",
    heading: "Your application",
    description: "Where your application stands.",
  },
  loading: "Loading...",
  forJob: (jobTitle: string, companyName: string) => `Application for ${jobTitle} at ${companyName}`,
  viewJob: "View the job",
  applied: (date: string) => `Sent on ${date}`,
  /** When the hiring team first opened it (decision 095). */
  viewed: (date: string) => `Opened by the hiring team on ${date}.`,
  stage: "Stage",
  stageText: {
    applied: "Received: the employer has not moved it to a next step yet.",
    screening: "The employer is reviewing your application.",
    interview: "You are invited to interviews.",
    offer: "The employer is preparing an offer.",
    hired: "You have been hired. Congratulations!",
    rejected: "The employer has decided not to move forward with your application.",
  } satisfies Record<ApplicationStage, string>,
  /** What usually follows each stage, so the applicant knows what to expect. */
  nextText: {
    applied:
      "What usually comes next: the employer screens new applications, most often within one to two weeks.",
    screening: "What usually comes next: if your experience fits, the employer invites you to an interview.",
    interview:
      "What usually comes next: after the interviews, the employer decides whether to make an offer.",
    offer: "What usually comes next: the employer sends you the offer's details to accept or decline.",
    hired: "What usually comes next: the team contacts you about your first day.",
    rejected: "Nothing more happens with this application; you are welcome to apply for other jobs.",
  } satisfies Record<ApplicationStage, string>,
  withdraw: "Withdraw my application",
  withdrawBusy: "Withdrawing...",
  withdrawTitle: "Withdraw your application?",
  withdrawText: "The employer will no longer see it, and your resume is deleted. This cannot be undone.",
  cancel: "Cancel",
  missingLink: "This page needs the link from your confirmation e-mail.",
} as const;
