import { applyCopy, jobAlertsCopy, jobFactLabels } from "@site/content/job-posts/jobs";
import { jobPlaceIn, type KeywordSearch } from "#api/modules/job-posts/public.ts";
import { anyOf, inOrder } from "./in-order.ts";
import { link, sources } from "./markdown.ts";
import type { Reply } from "./reply.ts";
import { STOP } from "./words.ts";

/** How many open jobs an answer lists; the link to the job search shows the rest. */
export const JOBS_IN_ANSWER = 3;

const jobsSource = { title: "Job search", url: "/search-jobs" };

// "cron jobs", "job scheduling", "background job": jobs that run on machines, not jobs to apply for.
const machineJobs =
  /\b(cron|background|batch|scheduled|scheduling|recurring|failed|running|stuck|hung|runaway|nightly) jobs?\b|\bjobs? (scheduling|schedules?|status|statuses|history|logs?|runs?|results?|completed?)\b|\bjobs? (is |are |was |keeps )?(hogging|eating|using|consuming|running on|stuck on|hanging on) (up )?(a |the |my |one |our |all )?(node|server|machine|box|host|cpu|memory|ram|disk)s?\b/;
const hiringWords =
  /\b(hiring|hire|careers?|vacanc(y|ies)|openings?|positions?|internships?|interns?|employment|employer|recruit\w*)\b|\bwork (for|with|at) (you|your company)\b/;

const jobWithTerms = anyOf(
  inOrder(
    /\b(job|role|position|gig)\b/,
    /\b(pay|pays|paid|salary|full[- ]?time|part[- ]?time|remote|hybrid|on[- ]?site|contract)\b/,
  ),
  inOrder(
    /\b(pay|pays|paid|salary|full[- ]?time|part[- ]?time|remote|hybrid|on[- ]?site|contract)\b/,
    /\b(job|role|position|gig)\b/,
  ),
);

/**
 * The question asks for openings outright ("jobs in Berlin", "any remote roles", "are you
 * hiring"), not merely uses the word "job" ("the job history data").
 */
export function asksForOpenings(text: string): boolean {
  return (
    hiringWords.test(text) ||
    /\b(jobs|roles|positions|gigs)\b/.test(text) ||
    // "The tier 2 support job — is that full-time, and what's the pay?"
    jobWithTerms(text) ||
    /\bjobs? (in|at|near|for|with|paying|that pays?)\b|\b(open|remote|hybrid|part[- ]?time|full[- ]?time|contract|entry[- ]level|junior|senior) (jobs?|roles?|positions?)\b|\b(any|some|what) (jobs?|roles?|positions?)\b|\blooking for (a |an )?(\w+ )?(jobs?|roles?|work)\b/.test(
      text,
    )
  );
}

export function isJobsQuestion(text: string): boolean {
  if (hiringWords.test(text)) return true;
  return /\bjobs?\b/.test(text.replace(machineJobs, ""));
}

/** Words of a jobs question that are not search terms ("do you have any jobs in …"). */
const notTerms = new Set(
  (
    "job jobs hiring hire career careers vacancy vacancies opening openings open position positions role roles work working looking look find search available company companies apply applying application employment employer recruit recruiting currently now right any there offer offering list show see me something anything join team interested internship internships remotely gig gigs got whats going " +
    // The board's posts named in other words, and what a pay question ranks by (decision 125).
    "ad ads advert adverts listing listings posting postings post posts say says mention mentions best highest most top"
  ).split(" "),
);
/** What is left of "what's", "don't", "we'll" once split at the apostrophe. */
const contractionEnds = new Set(["s", "t", "d", "ll", "re", "ve", "m"]);
/** Words the job board spells differently (the search matches word stems, not synonyms). */
const termFor: Record<string, string> = { internship: "intern", internships: "intern", remotely: "remote" };

/** The search terms of a jobs question: places, skills and titles, as the visitor typed them. */
export function jobTerms(words: readonly string[], input = ""): string[] {
  const typed = new Map((input.match(/[\p{L}\p{N}_]+/gu) ?? []).map((w) => [w.toLowerCase(), w]));
  const terms = words
    .map((w) => termFor[w] ?? w)
    .filter((w) => !STOP.has(w) && !notTerms.has(w) && !contractionEnds.has(w))
    .map((w) => typed.get(w) ?? w);
  return [...new Set(terms)].slice(0, 6);
}

const askHowToApply = anyOf(inOrder(/\bhow (do|can|to)\b/, /\bapply\b/), inOrder(/\bapply\b/, /\bhow\b/));

/** "email me when new jobs come up", "notify me of new openings": a job alert (decision 041), not a list. */
const alertWords = anyOf(
  /\b(job )?alerts?\b/,
  inOrder(/\b(e-?mail(ed)?|notif(y|ied|ication)|tell|let me know|hear|updates?|subscribe)\b/, /\bnew\b/),
  inOrder(/\bnew\b/, /\b(e-?mail(ed)?|notif(y|ied|ication)|subscribe)\b/),
);
export const isJobAlertQuestion = (text: string) =>
  /\b(jobs?|openings?|positions?|roles?|vacanc(y|ies))\b/.test(text) && alertWords(text);

/** The lead of an answer whose search found no job holding every word (the search relaxed them). */
export const noneMatchesAll = (quoted: string) => `No open job matches all of ${quoted} right now.`;

type SearchResult = Awaited<ReturnType<KeywordSearch>>;

/**
 * When no job holds every word of a question that names a place ("moving to Seattle next spring
 * with my wife"), the jobs of that place answer better than those holding some of the other words.
 */
export async function placeFirst(
  result: SearchResult,
  text: string,
  search: (keyword: string) => Promise<SearchResult>,
): Promise<{ result: SearchResult; place?: string }> {
  if (!result.relaxed) return { result };
  const place = jobPlaceIn(text);
  if (!place?.length) return { result };
  const there = await search(place.join(" "));
  return there.totalMatches > 0 && !there.relaxed ? { result: there, place: place.join(" ") } : { result };
}

/** One job as a line of an answer: what kind of job it is (part-time, remote), where, what it pays. */
function listing(job: Awaited<ReturnType<KeywordSearch>>["data"][number]): string {
  const details = [
    job.jobLocation,
    job.jobSalary,
    job.employmentType ? jobFactLabels.employmentType[job.employmentType] : "",
    job.workplace ? jobFactLabels.workplace[job.workplace] : "",
  ]
    .filter(Boolean)
    .join(" · ");
  return `- ${link(job.jobTitle, `/job/${job.jobId}`)} at ${job.companyName}${details ? ` — ${details}` : ""}`;
}

/** How many jobs a language model is handed for a job question: the search's first page. */
export const JOBS_FOR_MODEL = 10;

/** The listings a model may answer from, more than the answer shows (issue #31: not only 3). */
export const modelListings = (jobs: Awaited<ReturnType<KeywordSearch>>["data"]): string | undefined =>
  jobs.length
    ? `Open jobs found by the job search:\n${jobs.slice(0, JOBS_FOR_MODEL).map(listing).join("\n")}`
    : undefined;

export const titleCase = (words: string) => words.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());

const searchUrl = (terms: readonly string[]) =>
  terms.length ? `/search-jobs?q=${encodeURIComponent(terms.join(" "))}` : "/search-jobs";

/**
 * "What file can my resume be", "can I send my CV without an account": how applying works, from
 * the application's own copy, not a list of jobs (decision 125).
 */
export const isResumeQuestion = (text: string) =>
  /\b(resumes?|cvs?)\b/.test(text) &&
  /\b(formats?|files?|types?|size|big|large|mb|pdf|docx?|word|accounts?|sign ?up|signing ?up|register\w*|without|attach\w*|upload\w*|send|throw|submit)\b/.test(
    text,
  );

export async function jobsAnswer(
  question: { raw: readonly string[]; text: string; input: string },
  search: KeywordSearch | undefined,
): Promise<Reply> {
  const { text } = question;
  if (askHowToApply(text) || isResumeQuestion(text)) {
    return {
      markdown: [
        `Open a job on the ${link("job search", "/search-jobs")} and apply with your profile (sign in first) or with a resume only: choose **${applyCopy.resumeHeading}**. ${applyCopy.resumeIntro}`,
        sources([jobsSource]),
      ].join("\n\n"),
      links: [jobsSource],
    };
  }
  if (isJobAlertQuestion(text)) {
    return {
      markdown: [
        `Yes: run a search on the ${link("job search", "/search-jobs")} and choose **${jobAlertsCopy.create}** (sign in with a candidate account first). New jobs that match are e-mailed to you; you choose how often: **${jobAlertsCopy.frequencies.daily}** or **${jobAlertsCopy.frequencies.weekly}**. My jobs lists your job alerts.`,
        sources([jobsSource]),
      ].join("\n\n"),
      links: [jobsSource],
    };
  }
  const terms = jobTerms(question.raw, question.input);
  const quoted = `“${terms.join(" ")}”`;
  if (!search) {
    return {
      markdown: [
        `Our open jobs are on the ${link("job search", searchUrl(terms))}; sign in to see them.`,
        sources([jobsSource]),
      ].join("\n\n"),
      links: [jobsSource],
    };
  }
  let result = await search(terms.join(" "), 1);
  // Every word must match by default; when nothing does, any of them may.
  if (result.totalMatches === 0 && terms.length > 1) result = await search(terms.join(" or "), 1);
  // A word mistyped at its end ("berln") still finds what starts like it ("berl…" → Berlin).
  if (result.totalMatches === 0) {
    const stems = terms.filter((t) => t.length >= 5).map((t) => t.slice(0, Math.max(4, t.length - 2)));
    for (const stem of stems) {
      result = await search(stem, 1);
      if (result.totalMatches > 0) break;
    }
  }
  const near = await placeFirst(result, text, (keyword) => search(keyword, 1));
  result = near.result;
  const shown = result.data.slice(0, JOBS_IN_ANSWER);
  const all = link(terms.length ? `See all jobs matching ${quoted}` : "See all open jobs", searchUrl(terms));
  if (shown.length === 0) {
    return {
      markdown: [
        `There are no open jobs for ${quoted} right now: nothing matches. ${link("Browse all open jobs", "/search-jobs")} or try other words.`,
        sources([jobsSource]),
      ].join("\n\n"),
      links: [jobsSource],
    };
  }
  const count = result.totalMatches;
  // The job search relaxed the words (none of its jobs holds them all): say so, not "Yes".
  const corrected = result.correctedQuery;
  const lead = near.place
    ? `${noneMatchesAll(quoted)} The open jobs in ${titleCase(near.place)}:`
    : result.relaxed
      ? `${noneMatchesAll(quoted)} The closest:`
      : corrected && corrected.toLowerCase() !== terms.join(" ").toLowerCase()
        ? `No open job matches ${quoted}; the job search read it as “${corrected}”:`
        : terms.length
          ? `Yes: ${count === 1 ? "1 open job matches" : `${count} open jobs match`} ${quoted}.${count > shown.length ? ` Here are the first ${shown.length}:` : ""}`
          : `Yes, we have ${count === 1 ? "1 open job" : `${count} open jobs`}. The newest:`;
  const list = shown.map(listing).join("\n");
  return {
    markdown: [lead, list, all, sources([jobsSource])].join("\n\n"),
    context: modelListings(result.data),
    links: [{ title: "Job search", url: searchUrl(terms) }],
    ...(near.place === undefined && (result.relaxed || corrected !== undefined) ? { loose: true } : {}),
  };
}
