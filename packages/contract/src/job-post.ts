// A job post's fields and the rules between them: one schema the API checks (post_job, update_job)
// and the console's job form reads (docs/decisions/032-structured-jobs.md).
import { z } from "zod";
import { seniorities } from "./job-seniority.ts";
import {
  countryCodeField,
  currencyCodeField,
  employmentTypes,
  salaryAmountField,
  salaryPeriods,
  validThroughField,
  workplaces,
} from "./job-structure.ts";

const iconUrl = z
  .string()
  .trim()
  .max(500, "companyIconUrl must be at most 500 characters.")
  .refine(
    (value) => {
      if (value === "" || value.startsWith("/")) return !value.startsWith("//");
      try {
        return ["http:", "https:"].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: "companyIconUrl must be an http(s) address." },
  );

/** Text of at most `max` characters; "" and absent mean none. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * The fields of a job post. The spec's five (and the icon) as before; the structured ones of
 * docs/decisions/032-structured-jobs.md are optional: absent leaves them as they are when a job
 * is edited, null clears them.
 */
export const jobPostFields = z.object({
  jobTitle: z.string({ error: "jobTitle is required." }).trim().min(1, "jobTitle is required.").max(200),
  companyName: z
    .string({ error: "companyName is required." })
    .trim()
    .min(1, "companyName is required.")
    .max(200),
  jobLocation: z
    .string({ error: "jobLocation is required." })
    .trim()
    .min(1, "jobLocation is required.")
    .max(200),
  jobSalary: z.string().trim().max(100).optional().default(""),
  jobDescription: z
    .string({ error: "jobDescription is required." })
    .trim()
    .min(1, "jobDescription is required.")
    .max(50_000, "jobDescription must be at most 50000 characters."),
  companyIconUrl: iconUrl.optional().default(""),
  employmentType: z
    .enum(employmentTypes, {
      error: "Employment type must be full-time, part-time, contract, internship or temporary.",
    })
    .nullish(),
  workplace: z.enum(workplaces, { error: "Workplace must be on-site, hybrid or remote." }).nullish(),
  /** Null (or absent on a new post): read from the title (decision 103); absent on an edit keeps it. */
  seniority: z
    .enum(seniorities, {
      error: "Experience level must be intern, entry level, mid level, senior or lead.",
    })
    .nullish(),
  /** A remote job: the countries applicants may work from; null means anywhere. */
  remoteCountries: z
    .array(countryCodeField("Each country"), { error: "Countries must be a list of country codes." })
    .max(60, "Name at most 60 countries.")
    .nullish(),
  jobCity: optionalText("City", 100).nullish(),
  jobCountry: countryCodeField("Country").nullish(),
  salaryMin: salaryAmountField("Minimum salary").nullish(),
  salaryMax: salaryAmountField("Maximum salary").nullish(),
  salaryCurrency: currencyCodeField.nullish(),
  salaryPeriod: z
    .enum(salaryPeriods, { error: "Pay period must be hour, day, week, month or year." })
    .nullish(),
  department: optionalText("Department", 100).nullish(),
  /** "2026-12-31" or an ISO 8601 date and time; absent on a new post means 60 days from now. */
  validThrough: validThroughField.nullish(),
});

/** What the rules between fields read of a job post. */
interface CheckedJobPost {
  salaryMin?: number | null | undefined;
  salaryMax?: number | null | undefined;
  salaryCurrency?: string | null | undefined;
  salaryPeriod?: string | null | undefined;
  workplace?: string | null | undefined;
  remoteCountries?: readonly string[] | null | undefined;
}

/** The rules between fields; each problem is reported at the field a person would correct. */
export function checkJobPost(job: CheckedJobPost, ctx: z.RefinementCtx): void {
  const hasAmount = job.salaryMin != null || job.salaryMax != null;
  if (job.salaryMin != null && job.salaryMax != null && job.salaryMin > job.salaryMax)
    ctx.addIssue({
      code: "custom",
      path: ["salaryMax"],
      message: "Maximum salary must be at least the minimum salary.",
    });
  if (hasAmount && job.salaryCurrency == null)
    ctx.addIssue({
      code: "custom",
      path: ["salaryCurrency"],
      message: "Currency is required with a salary.",
    });
  if (hasAmount && job.salaryPeriod == null)
    ctx.addIssue({
      code: "custom",
      path: ["salaryPeriod"],
      message: "Pay period is required with a salary.",
    });
  // Absent workplace: an edit that keeps a remote job remote.
  if (job.remoteCountries?.length === 0 && (job.workplace === "remote" || job.workplace === undefined))
    ctx.addIssue({
      code: "custom",
      path: ["remoteCountries"],
      message: "Name at least one country applicants may work from, or allow anywhere.",
    });
}

export const jobPostInput = jobPostFields.superRefine(checkJobPost);
export type JobPostInput = z.input<typeof jobPostInput>;
