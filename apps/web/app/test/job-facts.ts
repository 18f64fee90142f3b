import type { JobPost } from "@site/contract/api/job-posts";

/**
 * A job's structured facts (employment type, workplace, place, pay, department) all left empty:
 * what the job form sends when nobody fills them in, and what a post made with the spec's
 * fields only answers.
 */
export const noJobFacts = {
  employmentType: null,
  workplace: null,
  seniority: null,
  remoteCountries: null,
  jobCity: null,
  jobCountry: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  department: null,
} satisfies Partial<JobPost>;
