import { jobsCopy } from "@site/content/job-posts/console";
import type { JobPost } from "@site/contract/api/job-posts";
import { checkJobPost, type JobPostInput, jobPostFields } from "@site/contract/job-post";
import { z } from "zod";
import { hasUnsafeContent } from "./description-safety";

/**
 * The job form's values as its controls hold them: text, and the countries of a multiple select.
 * `remoteScope` is the form's own radio: "anywhere" sends no countries.
 */
export interface JobFormInput {
  jobTitle: string;
  companyName: string;
  jobLocation: string;
  jobSalary: string;
  companyIconUrl: string;
  jobDescription: string;
  employmentType: string;
  workplace: string;
  /** "" leaves it to the title. */
  seniority: string;
  remoteScope: "anywhere" | "countries";
  remoteCountries: string[];
  jobCity: string;
  jobCountry: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
  department: string;
  validThrough: string;
}
export type JobFormValues = z.output<typeof jobPostFields>;

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const amount = (value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? null : Number(value)) : value;
const shape = jobPostFields.shape;

/**
 * The contract's job rules on the form's values: an empty control sends null (the field is
 * cleared), amounts are numbers, and the countries go only with a remote job restricted to
 * them. Besides, a description with active content is refused, not stripped.
 */
export const jobFormSchema = jobPostFields
  .extend({
    jobDescription: shape.jobDescription.refine((html) => !hasUnsafeContent(html), {
      error: jobsCopy.unsafeDescription,
    }),
    employmentType: z.preprocess(blankToNull, shape.employmentType),
    workplace: z.preprocess(blankToNull, shape.workplace),
    seniority: z.preprocess(blankToNull, shape.seniority),
    remoteScope: z.enum(["anywhere", "countries"]),
    remoteCountries: z.array(z.string()),
    jobCity: z.preprocess(blankToNull, shape.jobCity),
    jobCountry: z.preprocess(blankToNull, shape.jobCountry),
    salaryMin: z.preprocess(amount, shape.salaryMin),
    salaryMax: z.preprocess(amount, shape.salaryMax),
    salaryCurrency: z.preprocess(blankToNull, shape.salaryCurrency),
    salaryPeriod: z.preprocess(blankToNull, shape.salaryPeriod),
    department: z.preprocess(blankToNull, shape.department),
    validThrough: z.preprocess(blankToNull, shape.validThrough),
  })
  .transform(({ remoteScope, remoteCountries, ...job }) => {
    const paid = job.salaryMin != null || job.salaryMax != null;
    return {
      ...job,
      remoteCountries: job.workplace === "remote" && remoteScope === "countries" ? remoteCountries : null,
      // A currency or period without an amount says nothing: the pay range is cleared.
      salaryCurrency: paid ? job.salaryCurrency : null,
      salaryPeriod: paid ? job.salaryPeriod : null,
    };
  })
  .superRefine(checkJobPost) as unknown as z.ZodType<JobFormValues, JobFormInput>;

/** The fields a server refusal can name (`job_post.<field>`), each shown at its control. */
export const jobFields = [
  "jobTitle",
  "companyName",
  "jobLocation",
  "jobSalary",
  "companyIconUrl",
  "jobDescription",
  "employmentType",
  "workplace",
  "seniority",
  "remoteCountries",
  "jobCity",
  "jobCountry",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "salaryPeriod",
  "department",
  "validThrough",
] as const satisfies readonly (keyof JobPostInput)[];
export type JobField = (typeof jobFields)[number];

const DAY_MS = 24 * 3600 * 1000;

/** A new job: empty, paid by the year, open to applications for 60 days from `today`. */
export function emptyJob(today: Date = new Date()): JobFormInput {
  return {
    jobTitle: "",
    companyName: "",
    jobLocation: "",
    jobSalary: "",
    companyIconUrl: "",
    jobDescription: "",
    employmentType: "",
    workplace: "",
    seniority: "",
    remoteScope: "countries",
    remoteCountries: [],
    jobCity: "",
    jobCountry: "",
    salaryMin: "",
    salaryMax: "",
    salaryCurrency: "",
    salaryPeriod: "year",
    department: "",
    validThrough: new Date(today.getTime() + 60 * DAY_MS).toISOString().slice(0, 10),
  };
}

/** A stored job as the form shows it. */
export function jobFormInputOf(job: JobPost): JobFormInput {
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return {
    jobTitle: job.jobTitle,
    companyName: job.companyName,
    jobLocation: job.jobLocation,
    jobSalary: job.jobSalary,
    companyIconUrl: job.companyIconUrl,
    jobDescription: job.jobDescription,
    employmentType: text(job.employmentType),
    workplace: text(job.workplace),
    seniority: job.seniority ?? "",
    remoteScope: job.workplace === "remote" && job.remoteCountries === null ? "anywhere" : "countries",
    remoteCountries: job.remoteCountries ?? [],
    jobCity: text(job.jobCity),
    jobCountry: text(job.jobCountry),
    salaryMin: text(job.salaryMin),
    salaryMax: text(job.salaryMax),
    salaryCurrency: text(job.salaryCurrency),
    salaryPeriod: job.salaryPeriod ?? "year",
    department: text(job.department),
    validThrough: job.validThrough.slice(0, 10),
  };
}
