import type { JobSummary } from "@site/contract/api/job-posts";
import type { EmploymentType } from "@site/contract/job-structure";
import { createAssistant } from "./assistant.ts";

/**
 * For tests: a fake job board for the assistant's job answers (shared by answers-from-facts and
 * failure-classes), the jobs of one company with the facts the job search lists.
 */
export type BoardFacts = Pick<JobSummary, "employmentType" | "workplace" | "jobLocation" | "jobSalary"> &
  Partial<Pick<JobSummary, "seniority">>;

/** A job of Cedarbyte Labs, posted on 1 November 2026. */
export const boardJob = (id: number, title: string, facts: BoardFacts): JobSummary => ({
  jobId: id,
  jobTitle: title,
  companyName: "Cedarbyte Labs",
  companyIconUrl: "",
  postedDate: "2026-11-01T00:00:00.000Z",
  ...facts,
});

/** The two jobs each fake board starts with: a salaried one in Berlin, a part-time remote one in Lisbon. */
export const berlinAndLisbonJobs = [
  boardJob(1, "Platform Engineer", {
    jobLocation: "Berlin, Germany",
    jobSalary: "€78,000 - €92,000",
    employmentType: "full_time",
    workplace: "on_site",
  }),
  boardJob(2, "Support Engineer", {
    jobLocation: "Lisbon, Portugal",
    jobSalary: "",
    employmentType: "part_time",
    workplace: "remote",
  }),
];

/**
 * An assistant whose job search answers from `board`: the jobs whose title and place hold every
 * word of the keyword and that meet the employment types, workplace and seniority asked for. It
 * keeps each search's keyword and employment types in `searches`, and the keywords in `keywords`.
 */
export function assistantOnBoard(contactEmail: string, board: readonly JobSummary[], totalCount: number) {
  const searches: { keyword: string; types: readonly EmploymentType[] }[] = [];
  const keywords: string[] = [];
  const assistant = createAssistant({
    contactEmail,
    searchJobs: async (keyword, page, conditions = {}) => {
      const types =
        conditions.employmentTypes ?? (conditions.employmentType ? [conditions.employmentType] : []);
      searches.push({ keyword, types });
      keywords.push(keyword);
      const words = keyword.toLowerCase().split(" ").filter(Boolean);
      const data = board.filter(
        (j) =>
          words.every((w) => `${j.jobTitle} ${j.jobLocation}`.toLowerCase().includes(w)) &&
          (types.length === 0 || (j.employmentType != null && types.includes(j.employmentType))) &&
          (!conditions.workplace || j.workplace === conditions.workplace) &&
          (!conditions.seniority || j.seniority === conditions.seniority),
      );
      return { data: page === 1 ? data : [], totalMatches: data.length, totalCount, totalPages: 1 };
    },
  });
  return { searches, keywords, ask: async (q: string) => (await assistant.answer(q)).response };
}
