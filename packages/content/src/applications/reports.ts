import type { PageCopy } from "@site/content/site";

/** The copy of a job's hiring report (docs/decisions/093-hiring-report.md). */
export const reportPage = {
  title: "Hiring report",
  heading: "Hiring report",
  description: "How a job's applications move through its stages, and where they come from.",
} as const satisfies PageCopy;

const applicationsInAll = (n: number) => (n === 1 ? "1 application in all." : `${n} applications in all.`);

export const reportCopy = {
  link: "Report",
  backToApplicants: "Back to applicants",
  headingOf: (jobTitle: string) => `Hiring report: ${jobTitle}`,
  /** The heading's description: the applications on the board, and those withdrawn if any. */
  totals: (n: number, withdrawn: number) =>
    `${applicationsInAll(n)}${
      withdrawn === 0
        ? ""
        : withdrawn === 1
          ? " 1 more was withdrawn by the candidate."
          : ` ${withdrawn} more were withdrawn by their candidates.`
    }`,
  timeToHire: (hires: number, medianDays: number | null) =>
    hires === 0 || medianDays === null
      ? "Time to hire: nobody has been hired yet."
      : `Time to hire: a median of ${medianDays} ${medianDays === 1 ? "day" : "days"} from applying to Hired (${hires} ${hires === 1 ? "hire" : "hires"}).`,
  none: "No applications yet: the report fills in as people apply.",
  stagesCaption:
    "Each stage: how many applications reached it or a later one, the share that went on to the next, how many are there now, how many were rejected or withdrawn from it, and the median days spent in it.",
  stageColumns: [
    "Stage",
    "Reached",
    "Went on",
    "Now",
    "Rejected from here",
    "Withdrawn from here",
    "Median days in stage",
  ],
  sourcesCaption: "Where the applications came from, and how many of each were hired.",
  sourceColumns: ["Source", "Applications", "Hired"],
  sources: { profile: "Applied with a profile", resume: "Resume only (no account)" },
  notYet: "—",
  eeoHeading: "Voluntary self-identification (anonymous)",
  eeoIntro:
    "Answers candidates chose to give on their profile, counted per group and stage. No person is shown: a group of fewer than 5 people is hidden, and so is the next smallest when one hidden group could be worked out from the total.",
  eeoAdminsOnly:
    "Voluntary self-identification is reported to admins only, so that the people who decide on applications never see it.",
  genderCaption: "Gender: how many of each group applied and reached each stage.",
  ethnicityCaption: "Ethnicity: how many of each group applied and reached each stage.",
  group: "Group",
  hidden: "Hidden (fewer than 5)",
  notGiven: "Not given",
} as const;

/** A share as a person reads it: 0.583 → "58 %". */
export const percent = (share: number) => `${Math.round(share * 100)} %`;

/** The copy of the report across jobs and dates (docs/decisions/110-hiring-report-across-jobs.md). */
export const acrossJobsPage = {
  title: "Reports",
  heading: "Reports",
  description: "What became of the applications your jobs received over a range of days.",
} as const satisfies PageCopy;

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const acrossJobsCopy = {
  nav: "Reports",
  rangeLegend: "Applications received",
  from: "From",
  to: "To",
  rangeHint: "Days in UTC, both included; at most 366 days.",
  show: "Show",
  /** The range shown, above the figures. */
  rangeOf: (from: string, to: string) => `Applications received from ${from} to ${to} (UTC).`,
  noJobs: "There are no jobs to report on yet. Post a job, and its figures appear here as people apply.",
  noneInRange: "No applications were received in these days: every figure below is 0.",
  summary: (
    received: number,
    jobs: number,
    inProgress: number,
    hired: number,
    rejected: number,
    withdrawn: number,
  ) =>
    `${count(received, "application", "applications")} received by ${count(jobs, "job", "jobs")}: ${inProgress} in progress, ${hired} hired, ${rejected} rejected, ${withdrawn} withdrawn.`,
  jobsCaption:
    "Each job: the applications it received in these days and what became of them now. A job's title opens its own hiring report.",
  jobColumns: [
    "Job",
    "Status",
    "Received",
    "In progress",
    "Hired",
    "Rejected",
    "Withdrawn",
    "Median days to hire",
  ],
  allJobs: "All jobs",
  reportOf: (title: string) => `${title} (hiring report)`,
  stagesCaption:
    "The stages every job starts with, over all these jobs: how many applications reached each stage or a later one, the share that went on to the next, and how many were rejected or withdrawn from it. A job that removed a stage is left out of that stage's figures.",
  stageColumns: [
    "Stage",
    "Jobs with this stage",
    "Reached",
    "Went on",
    "Rejected from here",
    "Withdrawn from here",
  ],
  otherStages: (stages: number, now: number, rejected: number, withdrawn: number) =>
    stages === 0
      ? "None of these jobs has stages of its own."
      : `Stages the jobs added themselves (${stages}): ${count(now, "application is", "applications are")} in one of them now, ${rejected} rejected and ${withdrawn} withdrawn from them. Moving through them counts as going on in the table above.`,
  sourcesCaption: "Where the applications of all these jobs came from, and how many of each were hired.",
} as const;
