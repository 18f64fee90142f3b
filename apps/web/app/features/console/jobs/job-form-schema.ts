import { jobsCopy } from "@site/content/console-jobs";
import { type JobPostInput, jobPostInput } from "@site/contract/api/admin";
import type { z } from "zod";
import { hasUnsafeContent } from "./description-safety";

/** The contract's job rules, plus: a description with active content is refused, not stripped. */
export const jobFormSchema = jobPostInput.extend({
  jobDescription: jobPostInput.shape.jobDescription.refine((html) => !hasUnsafeContent(html), {
    error: jobsCopy.unsafeDescription,
  }),
});
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobFormValues = z.output<typeof jobFormSchema>;

export const jobFields = [
  "jobTitle",
  "companyName",
  "jobLocation",
  "jobSalary",
  "companyIconUrl",
  "jobDescription",
] as const satisfies readonly (keyof JobPostInput)[];
export type JobField = (typeof jobFields)[number];

export const emptyJob: Required<JobFormInput> = {
  jobTitle: "",
  companyName: "",
  jobLocation: "",
  jobSalary: "",
  companyIconUrl: "",
  jobDescription: "",
};
