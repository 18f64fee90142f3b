import { jobFactLabels } from "@site/content/job-posts/jobs";
import type { EmploymentType, Workplace } from "@site/contract/job-structure";
import type { JobConditions, KeywordSearch } from "#api/modules/job-posts/public.ts";
import { jobTerms } from "./jobs-answer.ts";
import { link, sources } from "./markdown.ts";
import type { Reply } from "./site-answers.ts";

/** The structure a job question asks for besides its keywords (issue #31). */
export interface JobFilters extends JobConditions {
  /** The question asks what the job pays. */
  pay: boolean;
}

const employmentPatterns: readonly [RegExp, EmploymentType][] = [
  [/\bpart[- ]?time\b/, "part_time"],
  [/\bfull[- ]?time\b/, "full_time"],
  [/\b(contract|contractor|freelance|freelancer)\b/, "contract"],
  [/\b(internships?|interns?)\b/, "internship"],
  [/\b(temporary|temp)\b/, "temporary"],
];
const workplacePatterns: readonly [RegExp, Workplace][] = [
  [/\b(remote|remotely|from home|wfh)\b/, "remote"],
  [/\bhybrid\b/, "hybrid"],
  [/\b(on[- ]?site|in[- ]office|in the office)\b/, "on_site"],
];
const payWords = /\b(pay|pays|paid|salary|salaries|wage|wages|compensation|earn|earns|money)\b/;

/** The filters a question names; undefined when it names none (a plain keyword search). */
export function jobFiltersOf(text: string): JobFilters | undefined {
  const employmentType = employmentPatterns.find(([re]) => re.test(text))?.[1];
  const workplace = workplacePatterns.find(([re]) => re.test(text))?.[1];
  const pay = payWords.test(text);
  if (!employmentType && !workplace && !pay) return undefined;
  return { ...(employmentType ? { employmentType } : {}), ...(workplace ? { workplace } : {}), pay };
}

/** Words of a filter, not of the keyword search. */
const filterWords = new Set(
  "part time full contract contractor freelance freelancer internship internships intern interns temporary temp remote remotely home wfh hybrid on site onsite office pay pays paid salary salaries wage wages compensation earn earns money much what does".split(
    " ",
  ),
);

export const JOBS_LISTED = 5;

/**
 * A job question with structure ("part-time", "remote", "what does it pay"): one job search with
 * its keywords and the job search's own filters, and a plain "no open jobs" when none fits. A listing shows the facts asked for, the salary or that it is not disclosed.
 */
export async function filteredJobsAnswer(
  question: { raw: readonly string[]; input: string },
  filters: JobFilters,
  search: KeywordSearch,
): Promise<Reply> {
  const terms = jobTerms(question.raw, question.input).filter((t) => !filterWords.has(t.toLowerCase()));
  const keyword = terms.join(" ");
  const result = await search(keyword, 1, filters);
  const total = result.totalMatches;
  const label = [
    filters.employmentType ? jobFactLabels.employmentType[filters.employmentType] : "",
    filters.workplace ? jobFactLabels.workplace[filters.workplace] : "",
  ]
    .filter(Boolean)
    .join(", ");
  const what = `${label ? `${label} ` : ""}jobs${terms.length ? ` matching “${keyword}”` : ""}`;
  // The job search's own filters (apps/web search-params: q, type, workplace).
  const params = new URLSearchParams();
  if (keyword) params.set("q", keyword);
  if (filters.employmentType) params.set("type", filters.employmentType);
  if (filters.workplace) params.set("workplace", filters.workplace);
  const url = `/search-jobs${params.size ? `?${params}` : ""}`;
  const source = { title: "Job search", url: "/search-jobs" };
  if (total === 0 || result.data.length === 0) {
    return {
      markdown: [
        `There are no open ${what} right now. ${link("Browse all open jobs", "/search-jobs")}, or set a job alert to hear of new ones.`,
        sources([source]),
      ].join("\n\n"),
      links: [source],
    };
  }
  const shown = result.data.slice(0, JOBS_LISTED);
  const list = shown
    .map((job) => {
      const facts = [
        job.jobLocation,
        job.jobSalary || (filters.pay ? "salary not disclosed" : ""),
        job.employmentType ? jobFactLabels.employmentType[job.employmentType] : "",
        job.workplace ? jobFactLabels.workplace[job.workplace] : "",
      ].filter(Boolean);
      return `- ${link(job.jobTitle, `/job/${job.jobId}`)} at ${job.companyName} — ${facts.join(" · ")}`;
    })
    .join("\n");
  const lead = `${total === 1 ? "1 open job" : `${total} open jobs`}: ${what}${total > shown.length ? `; the first ${shown.length}` : ""}${filters.pay ? ", with their pay" : ""}:`;
  return {
    markdown: [lead, list, link("See them on the job search", url), sources([source])].join("\n\n"),
    links: [{ title: "Job search", url }],
  };
}
