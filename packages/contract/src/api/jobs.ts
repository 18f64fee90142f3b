import { z } from "zod";
import { SEARCH_PAGE_SIZE, UPLOAD_BODY_LIMIT_BYTES } from "../constants.ts";
import { defineEndpoint } from "../endpoint.ts";
import { emailField, fileDataField, fileNameField, jobIdField, pageField, sessionToken } from "../fields.ts";
import { ipLimits } from "../ip-limits.ts";
import {
  countryCodeField,
  currencyCodeField,
  employmentTypes,
  periodsPerYear,
  SALARY_MAX_AMOUNT,
  salaryPeriods,
  workplaces,
} from "../job-structure.ts";
import { messages } from "../messages.ts";
import { candidateStages } from "./hiring.ts";

export const KEYWORD_MAX = 200;
export const RESUME_APPLICANT_NAME_MAX = 200;

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
});
export type JobSummary = z.infer<typeof jobSummary>;

export const jobPost = jobSummary.extend({
  /** Sanitized HTML (allow-list); sanitize again before rendering. */
  jobDescription: z.string(),
  /** ISO 8601, or empty when the post does not expire. */
  validThrough: z.string(),
  status: z.enum(["open", "closed"]),
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

/** "Posted within" choices of the search: the last 24 hours, 7 days or 30 days. */
export const postedWithinChoices = ["24h", "7d", "30d"] as const;
export type PostedWithin = (typeof postedWithinChoices)[number];
export const postedWithinHours: Readonly<Record<PostedWithin, number>> = {
  "24h": 24,
  "7d": 7 * 24,
  "30d": 30 * 24,
};

/** The yearly amounts the salary floor offers (in the chosen currency). */
export const SALARY_FLOORS = [20_000, 40_000, 60_000, 80_000, 100_000, 150_000, 200_000] as const;
/** How many cities and companies a facet lists at most (besides the chosen ones). */
export const FACET_TOP = 20;
const FILTER_VALUES_MAX = 20;

/** "salary": highest yearly pay first, converted at the stated rates of the search (decision 067). */
export const searchSorts = ["relevance", "newest", "salary"] as const;
export type SearchSort = (typeof searchSorts)[number];

const chosen = <T extends z.ZodType>(item: T, label: string) =>
  z
    .array(item, { error: `${label} must be a list.` })
    .max(FILTER_VALUES_MAX, `Choose at most ${FILTER_VALUES_MAX} values of ${label.toLowerCase()}.`)
    .optional()
    .default([]);

const facetName = z.string().trim().min(1).max(200);

/**
 * The search's filters and sort (docs/decisions/033-faceted-search-and-saved-jobs.md), all
 * optional: a body with only the spec's `keyword` and `page` searches as before. Values within
 * one filter are alternatives; filters combine.
 */
export const searchFilterFields = {
  employmentType: chosen(
    z.enum(employmentTypes, {
      error: "Employment type must be full-time, part-time, contract, internship or temporary.",
    }),
    "Employment type",
  ),
  workplace: chosen(
    z.enum(workplaces, { error: "Workplace must be on-site, hybrid or remote." }),
    "Workplace",
  ),
  jobCountry: chosen(countryCodeField("Country"), "Country"),
  jobCity: chosen(facetName, "City"),
  companyName: chosen(facetName, "Company"),
  postedWithin: z.enum(postedWithinChoices, { error: "Posted within must be 24h, 7d or 30d." }).optional(),
  /** Pay at least this much a year (the top of a job's range), in `salaryCurrency`. */
  salaryFloor: z
    .number({ error: "Salary floor must be a number." })
    .min(0, "Salary floor must not be negative.")
    .max(SALARY_MAX_AMOUNT * periodsPerYear.hour, "Salary floor is too large.")
    .optional(),
  /** The currency of the salary floor (ISO 4217); alone it filters nothing. */
  salaryCurrency: currencyCodeField.optional(),
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

export const understoodFilterKinds = ["workplace", "employmentType", "city", "country", "salary"] as const;

/** A filter the search read from the keyword's words ("remote", "part time", "London", "80k"). */
export const understoodFilter = z.object({
  kind: z.enum(understoodFilterKinds),
  /** The filter value: a workplace or employment type, a city, an ISO country code, a yearly floor. */
  value: z.string(),
  /** How a person reads it: "Remote", "Part-time", "London", "80k+ a year". */
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
    .refine((body) => body.salaryFloor === undefined || body.salaryCurrency !== undefined, {
      error: "Currency is required with a salary floor.",
      path: ["salaryCurrency"],
    }),
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

export const applyForJob = defineEndpoint({
  method: "POST",
  path: "/api/apply_for_job",
  idempotent: true,
  summary: "Apply with the signed-in candidate's profile and resume",
  tag: "applications",
  access: "signed-in",
  token: "accessToken",
  body: z.object({ accessToken: sessionToken, jobId: jobIdField("jobId") }),
  query: undefined,
  response: z.object({ message: z.string() }),
});

export const applyForJobResumeOnly = defineEndpoint({
  method: "POST",
  path: "/api/apply_for_job_resume_only",
  idempotent: true,
  ipLimit: ipLimits.resumeApply,
  summary:
    "Apply with a resume only, without an account; with a session token the application is the signed-in account's (one per job)",
  tag: "applications",
  access: "visitor",
  // Read only to note who applies: signed in, the application is the account's (decision 031).
  token: "accessToken",
  body: z
    .object({
      /** Optional (docs/decisions/031-one-application-per-job-and-inline-pdf.md): signed in, the account applies once per job. */
      accessToken: sessionToken.nullable(),
      jobId: jobIdField("jobId"),
      fileName: fileNameField(messages.resumeRequired),
      resumeData: fileDataField,
      resume_data: fileDataField,
      /** Optional: receives a confirmation; without it the server looks for one in the resume. */
      email: z.union([emailField, z.literal("")]).optional(),
      /** Optional: the applicant's name, shown to the employer. */
      name: z
        .string({ error: "Your name must be text." })
        .trim()
        .max(RESUME_APPLICANT_NAME_MAX, `Your name must be at most ${RESUME_APPLICANT_NAME_MAX} characters.`)
        .optional(),
    })
    .refine((body) => body.resumeData || body.resume_data, {
      error: messages.resumeRequired,
      path: ["resumeData"],
    }),
  query: undefined,
  response: z.object({ message: z.string() }),
  bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
});

export const applicationSummary = z.object({
  applicationId: z.string(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  appliedAt: z.string(),
  /** "submitted" while the job is open, "closed" once the post closed. */
  status: z.enum(["submitted", "closed"]),
  /** Where the employer has the application, as the candidate reads it. */
  stage: z.enum(candidateStages),
  /** When the stage last changed (the date of applying until the employer moves it). */
  stageChangedAt: z.string(),
  /** The stages the application went through, oldest first, starting with "applied". */
  history: z.array(z.object({ stage: z.enum(candidateStages), at: z.string() })),
});

export const myApplications = defineEndpoint({
  method: "POST",
  path: "/api/my_applications",
  summary: "The signed-in candidate's applications, newest first",
  tag: "applications",
  access: "signed-in",
  token: "accessToken",
  body: z.object({ accessToken: sessionToken }),
  query: undefined,
  response: z.object({ data: z.array(applicationSummary) }),
});

export const withdrawApplication = defineEndpoint({
  method: "POST",
  path: "/api/withdraw_application",
  summary: "Withdraw one of the signed-in candidate's applications",
  tag: "applications",
  access: "signed-in",
  token: "accessToken",
  body: z.object({
    accessToken: sessionToken,
    applicationId: z.string().uuid("applicationId is not valid."),
  }),
  query: undefined,
  response: z.object({ message: z.string() }),
});

export const jobEndpoints = {
  searchJobs,
  viewJobPost,
  applyForJob,
  applyForJobResumeOnly,
  myApplications,
  withdrawApplication,
} as const;

export const jobMessages = {
  jobNotFound: "Job not found",
  jobClosed: "This job is no longer open for applications.",
  alreadyApplied: "You have already applied for this job.",
  noResumeOnProfile: "Please upload a resume to your profile before applying with it.",
  appliedWithProfile: "Successfully applied for the job with your profile!",
  withdrawn: "Your application has been withdrawn.",
  applicationNotFound: "Application not found",
  loginRequired: "Please log in to see jobs.",
} as const;
