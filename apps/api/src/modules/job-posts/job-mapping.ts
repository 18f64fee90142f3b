import type { JobPost, JobSummary } from "@site/contract/api/job-posts";
import { jobs } from "#api/db/schema.ts";

type JobRow = typeof jobs.$inferSelect;

/** The columns of a job that toJobSummary reads, for a select. */
export const jobSummaryColumns = {
  id: jobs.id,
  title: jobs.title,
  companyName: jobs.companyName,
  location: jobs.location,
  salary: jobs.salary,
  companyIconUrl: jobs.companyIconUrl,
  postedAt: jobs.postedAt,
  employmentType: jobs.employmentType,
  workplace: jobs.workplace,
  seniority: jobs.seniority,
};

export function toJobSummary(
  row: Pick<
    JobRow,
    | "id"
    | "title"
    | "companyName"
    | "location"
    | "salary"
    | "companyIconUrl"
    | "postedAt"
    | "employmentType"
    | "workplace"
    | "seniority"
  >,
): JobSummary {
  return {
    jobId: row.id,
    jobTitle: row.title,
    companyName: row.companyName,
    jobLocation: row.location,
    jobSalary: row.salary,
    companyIconUrl: row.companyIconUrl,
    postedDate: row.postedAt.toISOString(),
    employmentType: row.employmentType,
    workplace: row.workplace,
    seniority: row.seniority,
  };
}

export function toJobPost(row: Omit<JobRow, "searchVector" | "salaryYearly">): JobPost {
  return {
    ...toJobSummary(row),
    jobDescription: row.descriptionHtml,
    validThrough: row.validThrough?.toISOString() ?? "",
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    remoteCountries: row.remoteCountries,
    jobCity: row.city,
    jobCountry: row.countryCode,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    salaryPeriod: row.salaryPeriod,
    department: row.department,
  };
}
