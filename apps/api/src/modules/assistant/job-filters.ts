import { jobFactLabels } from "@site/content/job-posts/jobs";
import { describeJobFilter, jobFilterOf, jobFilterToParams } from "@site/contract/job-filter";
import { type JobConditions, jobConditionsIn, type KeywordSearch } from "#api/modules/job-posts/public.ts";
import { jobTerms } from "./jobs-answer.ts";
import { link, sources } from "./markdown.ts";
import type { Reply } from "./site-answers.ts";

/** The structure a job question asks for besides its keywords (issue #31). */
export interface JobFilters extends JobConditions {
  /** The question asks what the job pays. */
  pay: boolean;
  /** The words that named the conditions, not keywords of the search. */
  words: string[];
}

const payWords = /\b(pay|pays|paid|salary|salaries|wage|wages|compensation|earn|earns|money)\b/;

/**
 * The filters a question names, read as the job search reads its box (the job-posts module's
 * query understanding, decision 070); undefined when it names none (a plain keyword search).
 */
export function jobFiltersOf(text: string): JobFilters | undefined {
  const { conditions, words } = jobConditionsIn(text);
  const pay = payWords.test(text);
  if (!conditions.employmentType && !conditions.workplace && !pay) return undefined;
  return { ...conditions, pay, words };
}

/** Words of a pay question, not of the keyword search. */
const payQuestionWords = new Set(
  "pay pays paid salary salaries wage wages compensation earn earns money much what does".split(" "),
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
  const terms = jobTerms(question.raw, question.input).filter(
    (t) => !payQuestionWords.has(t.toLowerCase()) && !filters.words.includes(t.toLowerCase()),
  );
  const keyword = terms.join(" ");
  const filter = jobFilterOf({
    employmentType: filters.employmentType ? [filters.employmentType] : [],
    workplace: filters.workplace ? [filters.workplace] : [],
  });
  const result = await search(keyword, 1, {
    ...(filters.employmentType ? { employmentType: filters.employmentType } : {}),
    ...(filters.workplace ? { workplace: filters.workplace } : {}),
  });
  const total = result.totalMatches;
  const label = describeJobFilter(filter).join(", ");
  const what = `${label ? `${label} ` : ""}jobs${terms.length ? ` matching “${keyword}”` : ""}`;
  // The job search's own URL: the keyword and the contract's job filter (decision 070).
  const params = new URLSearchParams();
  if (keyword) params.set("q", keyword);
  jobFilterToParams(filter, params);
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
