import { jobFactLabels, jobFilterCopy, jobPostCopy } from "@site/content/job-posts/jobs";
import {
  describeJobFilter,
  jobFilterLabels,
  jobFilterOf,
  jobFilterToParams,
  type PostedWithin,
} from "@site/contract/job-filter";
import { type EmploymentType, employmentTypes } from "@site/contract/job-structure";
import { seniorityOfTitle } from "@site/contract/seniority-of-title";
import { type JobConditions, jobConditionsIn, type KeywordSearch } from "#api/modules/job-posts/public.ts";
import { jobTerms, modelListings, noneMatchesAll, placeFirst, titleCase } from "./jobs-answer.ts";
import { link, sources } from "./markdown.ts";
import type { Reply } from "./reply.ts";

/** The structure a job question asks for besides its keywords (issue #31). */
export interface JobFilters extends JobConditions {
  /** The question asks what the job pays. */
  pay: boolean;
  /** "not full time", "other than contract": every employment type but this one. */
  notEmploymentType?: EmploymentType;
  /** "paid hourly", "per hour": the jobs paid by the hour. */
  hourly: boolean;
  /** The words that named the conditions, not keywords of the search. */
  words: string[];
}

const hourlyWords = /\b(hourly|per hour|an hour|by the hour|hourly rate)\b/;
/** A negation before an employment type: "not full time", "non-contract", "other than part-time". */
const negatedEmployment =
  /\b(not|non|other than|except|besides|anything but|isn t|aren t)[- ](an? )?((full|part)[- ]?time|contract(or)?|freelance(r)?|permanent|temporary|temp|intern(ship)?s?)\b/;
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const asksAboutTheJob =
  /\b(is|are) (that|it|this|they|these|those)\b|\bcan (i|we|you) (do|work) (it|this|that|them)\b/;

/** An experience level a question names, read by the rule that reads a job title (decision 103). */
const seniorityWords = /\b(senior|junior|entry[- ]level|mid[- ]level)\b/;
const negatedSeniority =
  /\b(no|not|non|dont|don t|without|except|excluding|exclude|other than)\b[^.?!]{0,24}\b(senior|junior|entry[- ]level|mid[- ]level)\b/;

const payWords = /\b(pay|pays|paid|salary|salaries|wage|wages|compensation|earn|earns|money)\b/;

/** "Posted this week", "new today": the job search's date-posted choices, asked about postings. */
const postingWords = /\b(posted|new|newly|added|listed|published|went up|came up|put up)\b/;
const periodsPosted: readonly [RegExp, PostedWithin][] = [
  [/\b(today|(last|past) 24 ?(hours|hrs|h)|since yesterday|(last|past) day)\b/, "24h"],
  [/\b((this|last|past) week|(last|past) (7|seven) days|(last|past) few days|within a week)\b/, "7d"],
  [/\b((this|last|past) month|(last|past) (30|thirty) days|(last|past) (few|couple of) weeks)\b/, "30d"],
];
function postedWithinOf(text: string): { within: PostedWithin; said: string } | undefined {
  if (!postingWords.test(text)) return undefined;
  for (const [pattern, within] of periodsPosted) {
    const said = pattern.exec(text)?.[0];
    if (said) return { within, said };
  }
  return undefined;
}

/**
 * The filters a question names, read as the job search reads its box (the job-posts module's
 * query understanding, decision 070); undefined when it names none (a plain keyword search).
 */
export function jobFiltersOf(text: string): JobFilters | undefined {
  const negated = negatedEmployment.exec(text);
  const notEmploymentType = negated ? jobConditionsIn(negated[3] ?? "").conditions.employmentType : undefined;
  const rest = negated && notEmploymentType ? text.replace(negated[0], " ") : text;
  const read = jobConditionsIn(rest);
  // "The tier 2 support job — is that full-time?", "can I do it from home?": a question about the
  // job found, answered by its listing, not a filter that would hide it.
  const { conditions, words } = asksAboutTheJob.test(text) ? { conditions: {}, words: read.words } : read;
  const hourly = hourlyWords.test(text);
  const pay = payWords.test(text) || hourly;
  // "i dont want any senior jobs" asks for no level: it stays out of the filters.
  const level = negatedSeniority.test(rest) ? null : seniorityWords.exec(rest);
  const posted = postedWithinOf(rest);
  if (!conditions.employmentType && !conditions.workplace && !pay && !notEmploymentType && !level && !posted)
    return undefined;
  return {
    ...conditions,
    ...(level ? { seniority: seniorityOfTitle(level[1] ?? "") } : {}),
    ...(posted ? { postedWithin: posted.within } : {}),
    pay,
    hourly,
    ...(notEmploymentType ? { notEmploymentType } : {}),
    words: [
      ...words,
      ...(negated && notEmploymentType ? wordsOf(negated[0]) : []),
      ...(level ? wordsOf(level[0]) : []),
      ...(posted ? [...wordsOf(posted.said), ...wordsOf(rest).filter((w) => postingWords.test(w))] : []),
    ],
  };
}

/** Words of a pay question, not of the keyword search. */
const payQuestionWords = new Set(
  "pay pays paid salary salaries wage wages compensation earn earns money much what does hourly hour per rate gig gigs got".split(
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
  const terms = jobTerms(question.raw, question.input).filter(
    (t) => !payQuestionWords.has(t.toLowerCase()) && !filters.words.includes(t.toLowerCase()),
  );
  const keyword = terms.join(" ");
  const employment = filters.notEmploymentType
    ? employmentTypes.filter((t) => t !== filters.notEmploymentType)
    : filters.employmentType
      ? [filters.employmentType]
      : [];
  const filter = jobFilterOf({
    employmentType: employment,
    workplace: filters.workplace ? [filters.workplace] : [],
    seniority: filters.seniority ? [filters.seniority] : [],
    ...(filters.postedWithin ? { postedWithin: filters.postedWithin } : {}),
  });
  const conditions = {
    ...(employment.length === 1 ? { employmentType: employment[0] } : {}),
    ...(employment.length > 1 ? { employmentTypes: employment } : {}),
    ...(filters.workplace ? { workplace: filters.workplace } : {}),
    ...(filters.seniority ? { seniority: filters.seniority } : {}),
    ...(filters.postedWithin ? { postedWithin: filters.postedWithin } : {}),
  };
  const near = await placeFirst(await search(keyword, 1, conditions), question.input.toLowerCase(), (k) =>
    search(k, 1, conditions),
  );
  // "I can only do mornings, anything not full-time?": when the question's other words match no job
  // at all, filter or not (they are the visitor's circumstances, not a role), the filter it asked
  // for still answers, said plainly (decision 125). A role the filter leaves out ("remote
  // platform jobs" with no remote platform job) still gets the plain "no open jobs".
  const structured =
    employment.length > 0 || filters.workplace !== undefined || filters.seniority !== undefined;
  const circumstances =
    near.result.totalMatches === 0 && near.place === undefined && keyword !== "" && structured
      ? await search(keyword, 1)
      : undefined;
  const unfiltered =
    circumstances && (circumstances.totalMatches === 0 || circumstances.relaxed)
      ? await search("", 1, conditions)
      : undefined;
  const dropped = unfiltered !== undefined && unfiltered.totalMatches > 0;
  const result = dropped ? unfiltered : near.result;
  // "Paid hourly": the listings paid by the hour, and a plain word when none is.
  const byHour = result.data.filter((job) => /\bhour/i.test(job.jobSalary ?? ""));
  const listed = filters.hourly ? byHour : result.data;
  const total = filters.hourly ? byHour.length : result.totalMatches;
  const notType = filters.notEmploymentType
    ? `not ${jobFactLabels.employmentType[filters.notEmploymentType].toLowerCase()}`
    : "";
  // The listed types when asked for ("Part-time"), "not full-time" when one was ruled out.
  // The date posted is said after the jobs ("jobs, posted in the last 7 days"), not before them.
  const label = filters.notEmploymentType
    ? ""
    : describeJobFilter({ ...filter, postedWithin: null }).join(", ");
  const kinds = `${label ? `${label} ` : ""}jobs`;
  const conditionsSaid = [
    ...(notType ? [notType] : []),
    ...(filters.hourly ? ["paid by the hour"] : []),
    ...(filters.postedWithin ? [jobFilterLabels.postedWithin[filters.postedWithin].toLowerCase()] : []),
  ];
  const what = [`${kinds}${terms.length ? ` matching “${keyword}”` : ""}`, ...conditionsSaid].join(", ");
  // The job search's own URL: the keyword and the contract's job filter (decision 070).
  const params = new URLSearchParams();
  if (keyword && !dropped) params.set("q", keyword);
  jobFilterToParams(filter, params);
  const url = `/search-jobs${params.size ? `?${params}` : ""}`;
  const source = { title: "Job search", url: "/search-jobs" };
  if (total === 0 || listed.length === 0) {
    return {
      markdown: [
        `There are no open ${what} right now. ${link("Browse all open jobs", "/search-jobs")}, or set a job alert to hear of new ones.`,
        sources([source]),
      ].join("\n\n"),
      links: [source],
    };
  }
  const shown = listed.slice(0, JOBS_LISTED);
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
  // The posts' own word for the pay (decision 125): "with their salary".
  const withPay = filters.pay ? `, with their ${jobPostCopy.salary.toLowerCase()}` : "";
  const lead = dropped
    ? `${noneMatchesAll(`“${keyword}”`)} The open ${[kinds, ...conditionsSaid].join(", ")}${withPay}:`
    : near.place
      ? `${noneMatchesAll(`“${keyword}”`)} The open ${[kinds, ...conditionsSaid].join(", ")} in ${titleCase(near.place)}${withPay}:`
      : result.relaxed
        ? `${noneMatchesAll(`“${keyword}”`)} The closest ${what}${withPay}:`
        : `${total === 1 ? "1 open job" : `${total} open jobs`}: ${what}${total > shown.length ? `; the first ${shown.length}` : ""}${withPay}:`;
  return {
    markdown: [
      lead,
      list,
      link("See them on the job search", url),
      // "Which pays best": the job search's own sort by pay.
      ...(filters.pay && /\b(best|most|highest|top|better|well)\b/.test(question.input.toLowerCase())
        ? [
            `To see the best-paid first, choose ${jobFilterCopy.sortLabel} **${jobFilterCopy.sortOptions.salary}** there.`,
          ]
        : []),
      sources([source]),
    ].join("\n\n"),
    context: modelListings(listed),
    links: [{ title: "Job search", url }],
    ...(near.place === undefined && result.relaxed ? { loose: true } : {}),
  };
}
