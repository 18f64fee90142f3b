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
