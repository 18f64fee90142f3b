import { z } from "zod";
import { SEARCH_PAGE_SIZE } from "../constants.ts";
import { defineEndpoint } from "../endpoint.ts";
import { jobIdField, messageAnswer, pageField, sessionToken } from "../fields.ts";
import { ipLimits } from "../ip-limits.ts";
import { jobFilterFields, postedWithinChoices, salaryFloorNeedsCurrency } from "../job-filter.ts";
import { jobPostInput } from "../job-post.ts";
import { seniorities } from "../job-seniority.ts";
import { employmentTypes, salaryPeriods, workplaces } from "../job-structure.ts";
import { ownList } from "../own-list.ts";
import { paged } from "../paged.ts";
import {
  jobStatuses,
  publicationEndpoints,
  publicationFields,
  publicationRule,
} from "./job-posts/publication.ts";

export * from "./job-posts/publication.ts";

export const KEYWORD_MAX = 200;

export const jobSummary = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  jobLocation: z.string(),
  jobSalary: z.string(),
  companyIconUrl: z.string(),
  /** ISO 8601 */
  postedDate: z.string(),
  // Structured facts (docs/decisions/032-structured-jobs.md): null when the post does not say.
  employmentType: z.enum(employmentTypes).nullable().default(null),
  workplace: z.enum(workplaces).nullable().default(null),
  /** Set by the employer or read from the title (docs/decisions/103-seniority-and-radius.md); absent from older servers. */
  seniority: z.enum(seniorities).nullable().optional(),
});
export type JobSummary = z.infer<typeof jobSummary>;

export const jobPost = jobSummary.extend({
  /** Sanitized HTML (allow-list); sanitize again before rendering. */
  jobDescription: z.string(),
  /** ISO 8601, or empty when the post does not expire. */
  validThrough: z.string(),
  status: z.enum(jobStatuses),
  /** ISO 8601: a draft's scheduled publication, else null. */
  publishAt: z.string().nullable().default(null),
  /** A remote job's countries applicants may work from (ISO 3166-1); null: anywhere, or not remote. */
  remoteCountries: z.array(z.string()).nullable().default(null),
  jobCity: z.string().nullable().default(null),
  /** ISO 3166-1 alpha-2 */
  jobCountry: z.string().nullable().default(null),
  salaryMin: z.number().nullable().default(null),
  salaryMax: z.number().nullable().default(null),
  /** ISO 4217 */
  salaryCurrency: z.string().nullable().default(null),
  salaryPeriod: z.enum(salaryPeriods).nullable().default(null),
  department: z.string().nullable().default(null),
});
export type JobPost = z.infer<typeof jobPost>;

export { type PostedWithin, postedWithinChoices, postedWithinHours } from "../job-filter.ts";

/** The yearly amounts the salary floor offers (in the chosen currency). */
export const SALARY_FLOORS = [20_000, 40_000, 60_000, 80_000, 100_000, 150_000, 200_000] as const;
/** How many cities and companies a facet lists at most (besides the chosen ones). */
export const FACET_TOP = 20;
/** "salary": highest yearly pay first, converted at the stated rates of the search (decision 067). */
export const searchSorts = ["relevance", "newest", "salary"] as const;
export type SearchSort = (typeof searchSorts)[number];

/**
 * The search's filters and sort (docs/decisions/033-faceted-search-and-saved-jobs.md), all
 * optional: a body with only the spec's `keyword` and `page` searches as before. Values within
 * one filter are alternatives; filters combine.
 */
export const searchFilterFields = {
  ...jobFilterFields,
  sort: z
    .enum(searchSorts, { error: "Sort must be relevance, newest or salary." })
    .optional()
    .default("relevance"),
  /** Ask for the count of every filter value (`facets` in the answer). */
  facets: z.boolean({ error: "Facets must be true or false." }).optional().default(false),
};

const facetCount = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() });

/** For each filter, how many matches each value would give with the other filters applied. */
export const searchFacets = z.object({
  employmentType: z.array(facetCount(z.enum(employmentTypes))),
  workplace: z.array(facetCount(z.enum(workplaces))),
  jobCountry: z.array(facetCount(z.string())),
  jobCity: z.array(facetCount(z.string())),
  companyName: z.array(facetCount(z.string())),
  seniority: z.array(facetCount(z.enum(seniorities))),
  postedWithin: z.array(facetCount(z.enum(postedWithinChoices))),
  /** Per currency: the matches paid in it, and those paid at least each floor of SALARY_FLOORS. */
  salary: z.array(
    z.object({ currency: z.string(), count: z.number().int(), floors: z.array(facetCount(z.number())) }),
  ),
});
export type SearchFacets = z.infer<typeof searchFacets>;

/** Start and end (exclusive) of a stretch of text that matched the search. */
const textMark = z.tuple([z.number().int(), z.number().int()]);

/** Why a job matched (docs/decisions/067-search-that-understands-job-seekers.md). */
export const searchHighlight = z.object({
  /** Stretches of the job title that matched. */
  title: z.array(textMark),
  /** A short plain-text excerpt of the description around the first match. */
  snippet: z.string(),
  snippetMarks: z.array(textMark),
});
export type SearchHighlight = z.infer<typeof searchHighlight>;

export const understoodFilterKinds = [
  "workplace",
  "employmentType",
  "city",
  "country",
  "salary",
  "postedWithin",
] as const;

/** A filter the search read from the keyword's words ("remote", "part time", "London", "80k"). */
export const understoodFilter = z.object({
  kind: z.enum(understoodFilterKinds),
  /**
   * The filter value: a workplace or employment type, a city, an ISO country code, a yearly floor,
   * a posting age ("24h", "7d", "30d").
   */
  value: z.string(),
  /** How a person reads it: "Remote", "Part-time", "London", "80k+ a year", "Posted in the last 7 days". */
  label: z.string(),
  /** The keyword without the words of this filter: what to search when its chip is removed. */
  keywordWithout: z.string(),
});
export type UnderstoodFilter = z.infer<typeof understoodFilter>;

export const searchJobs = defineEndpoint({
  method: "POST",
  path: "/api/search_jobs",
  summary: `Full-text search of open jobs, ${SEARCH_PAGE_SIZE} a page, with optional filters and their counts`,
  tag: "jobs",
  access: "job-reader",
  token: "accessToken",
  body: z
    .object({
      accessToken: sessionToken.nullable(),
      keyword: z
        .string({ error: "keyword must be text." })
        .max(KEYWORD_MAX, `keyword must be at most ${KEYWORD_MAX} characters.`)
        .optional()
        .default(""),
      page: pageField,
      ...searchFilterFields,
      /** Search the words as typed, without correcting them ("search instead for …"). */
      exact: z.boolean({ error: "Exact must be true or false." }).optional(),
    })
    .refine(...salaryFloorNeedsCurrency),
  query: undefined,
  response: z.object({
    data: z.array(jobSummary.extend({ highlight: searchHighlight.optional() })),
    totalPages: z.number().int(),
    /** Matches of the keyword and the filters. */
    totalMatches: z.number().int(),
    /** Every open job. */
    totalCount: z.number().int(),
    /** Only when the body asked for them. */
    facets: searchFacets.optional(),
    /** The keyword searched instead of the typed one, when words were corrected ("Showing results for …"). */
    correctedQuery: z.string().optional(),
    /** No job matched every word: the jobs match some of them, those with most first. */
    relaxed: z.boolean().optional(),
    /** Filters read from the keyword's words, shown as removable chips. */
    understoodFilters: z.array(understoodFilter).optional(),
    /**
     * Fewer than a page met the understood workplace, employment type or salary: jobs that miss
     * them follow the ones that meet them.
     */
    understoodFiltersRankOnly: z.boolean().optional(),
  }),
});
export type SearchJobsBody = z.output<NonNullable<typeof searchJobs.body>>;

export const viewJobPost = defineEndpoint({
  method: "POST",
  path: "/api/view_job_post",
  summary: "One job post",
  tag: "jobs",
  access: "job-reader",
  token: "accessToken",
  body: z.object({ accessToken: sessionToken.nullable(), job_id: jobIdField("job_id") }),
  query: undefined,
  response: jobPost,
});

export const jobEndpoints = { searchJobs, viewJobPost } as const;

export const jobMessages = {
  jobNotFound: "Job not found",
  jobClosed: "This job is no longer open for applications.",
  alreadyApplied: "You have already applied for this job.",
  noResumeOnProfile: "Please upload a resume to your profile before applying with it.",
  appliedWithProfile: "Successfully applied for the job with your profile!",
  withdrawn: "Your application has been withdrawn.",
  applicationNotFound: "Application not found",
  alreadyWithdrawn: "This application was already withdrawn.",
  loginRequired: "Please log in to see jobs.",
} as const;

const authToken = sessionToken;
const page = pageField;

/** How many jobs one account may keep saved (docs/decisions/033-faceted-search-and-saved-jobs.md). */
export const SAVED_JOBS_MAX = 500;

export const savedJob = jobSummary.extend({
  /** ISO 8601: when the job was saved. */
  savedAt: z.string(),
  /** A saved job stays listed after it closes. */
  status: z.enum(["open", "closed"]),
});
export type SavedJob = z.infer<typeof savedJob>;

/** Saving and unsaving a job: the same call on the signed-in user's saved jobs, each repeatable. */
const savedJobWrite = (path: string, summary: string) =>
  defineEndpoint({
    method: "POST",
    path,
    summary,
    tag: "saved jobs",
    access: "signed-in",
    token: "accessToken",
    ipLimit: ipLimits.savedJobs,
    body: z.object({ accessToken: sessionToken, jobId: jobIdField("jobId") }),
    query: undefined,
    response: messageAnswer,
  });

export const saveJob = savedJobWrite(
  "/api/save_job",
  "Save a job to the signed-in user's saved jobs (saving it again changes nothing)",
);

export const unsaveJob = savedJobWrite(
  "/api/unsave_job",
  "Remove a job from the signed-in user's saved jobs (removing it again changes nothing)",
);

export const savedJobs = ownList({
  path: "/api/saved_jobs",
  summary: "The signed-in user's saved jobs, the latest saved first",
  tag: "saved jobs",
  access: "signed-in",
  item: savedJob,
});

export const savedJobEndpoints = { saveJob, unsaveJob, savedJobs } as const;

export const savedJobMessages = {
  saved: "Job saved.",
  removed: "Job removed from your saved jobs.",
  tooMany: `You can keep up to ${SAVED_JOBS_MAX} saved jobs. Remove some to save more.`,
} as const;

export const postJob = defineEndpoint({
  method: "POST",
  path: "/api/post_job",
  idempotent: true,
  summary:
    "Post a job (employer or admin): searchable at once, or kept as a draft, or published at a chosen time",
  tag: "employer",
  access: "employer",
  token: "authToken",
  body: z.object({ authToken, job_post: jobPostInput, ...publicationFields }).superRefine(publicationRule),
  query: undefined,
  response: z.object({ jobId: z.number().int(), message: z.string() }),
});

export const updateJob = defineEndpoint({
  method: "POST",
  path: "/api/update_job",
  summary: "Edit a job (its employer or an admin)",
  tag: "employer",
  access: "employer-of-job",
  token: "authToken",
  body: z.object({ authToken, jobId: jobIdField("jobId"), job_post: jobPostInput }),
  query: undefined,
  response: messageAnswer,
});

export const closeJob = defineEndpoint({
  method: "POST",
  path: "/api/close_job",
  summary: "Close a job: no longer listed nor open to applications (its employer or an admin)",
  tag: "employer",
  access: "employer-of-job",
  token: "authToken",
  body: z.object({ authToken, jobId: jobIdField("jobId") }),
  query: undefined,
  response: messageAnswer,
});

export const listMyJobs = defineEndpoint({
  method: "POST",
  path: "/api/list_my_jobs",
  summary: "The employer's own jobs (an admin sees all), newest first, with applicant counts",
  tag: "employer",
  access: "employer",
  token: "authToken",
  body: z.object({ authToken, page }),
  query: undefined,
  response: paged(
    jobSummary.extend({
      status: z.enum(jobStatuses),
      applicants: z.number().int(),
      /** ISO 8601: a draft's scheduled publication, else null. */
      publishAt: z.string().nullable().default(null),
    }),
  ),
});

export const employerEndpoints = {
  postJob,
  updateJob,
  closeJob,
  listMyJobs,
  ...publicationEndpoints,
} as const;

/** Every endpoint of the job-posts domain: search and view, saved jobs, an employer's own posts. */
export const jobPostEndpoints = { ...jobEndpoints, ...savedJobEndpoints, ...employerEndpoints } as const;
