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

/**
 * The facts of a remote job open to people in Germany and Austria, paid €60,000–€75,000 a year,
 * in the Platform department.
 */
export const remoteDachFacts = {
  jobSalary: "€60,000–€75,000 a year",
  workplace: "remote",
  remoteCountries: ["DE", "AT"],
  salaryMin: 60000,
  salaryMax: 75000,
  salaryCurrency: "EUR",
  salaryPeriod: "year",
  department: "Platform",
} satisfies Partial<JobPost>;

/** One search result as POST /api/search_jobs answers it: Data Engineer at Saltwind Analytics, Leeds. */
export const dataEngineerRow = {
  jobId: 7,
  jobTitle: "Data Engineer",
  companyName: "Saltwind Analytics",
  companyIconUrl: "",
  jobLocation: "Leeds, UK",
  jobSalary: "",
  postedDate: "2026-10-01T12:00:00.000Z",
  employmentType: "full_time",
  workplace: "hybrid",
  seniority: "mid",
};
