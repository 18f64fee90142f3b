import { jobsCopy } from "@site/content/job-posts/console";
import { isCurrencyCode } from "@site/contract/iso-codes";
import { formatSalary, type SalaryPeriod } from "@site/contract/job-structure";
import { useMemo } from "react";
import { sanitizeDescription } from "#web/lib/sanitize-description";
import type { JobFormInput } from "./job-form-schema";

const amountOf = (text: string) => (text.trim() === "" ? null : Number(text));

/** The salary as the server will write it: from the pay range when one is complete, else the text. */
function salaryOf(job: JobFormInput): string {
  const min = amountOf(job.salaryMin ?? "");
  const max = amountOf(job.salaryMax ?? "");
  const currency = job.salaryCurrency ?? "";
  const complete =
    (min !== null || max !== null) &&
    !Number.isNaN(min) &&
    !Number.isNaN(max) &&
    isCurrencyCode(currency) &&
    job.salaryPeriod;
  return complete
    ? formatSalary({ min, max, currency, period: job.salaryPeriod as SalaryPeriod })
    : (job.jobSalary ?? "");
}

/**
 * The job as candidates will see it. The description goes through the job page's own sanitizer
 * (the one allow-list of the public page), so the preview cannot show more than the page will.
 */
export function JobPreview({ job }: { job: JobFormInput }) {
  const description = useMemo(() => sanitizeDescription(job.jobDescription ?? ""), [job.jobDescription]);
  return (
    <section
      aria-labelledby="job-preview-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-5"
      data-testid="job-preview"
    >
      <h2 id="job-preview-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        {jobsCopy.previewHeading}
      </h2>
      <p className="mt-2 text-2xl font-bold text-navy-900">
        {jobsCopy.previewTitle(job.jobTitle?.trim() ?? "", job.companyName?.trim() ?? "")}
      </p>
      <p className="mt-1 text-slate-600">
        {[job.jobLocation, salaryOf(job)].filter((part) => part?.trim()).join(" · ")}
      </p>
      <div
        className="mt-4 space-y-3 text-slate-700 leading-relaxed [&_a]:text-blue-700 [&_a]:underline [&_h2]:font-semibold [&_h2]:text-lg [&_h2]:text-navy-900 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        data-testid="job-preview-description"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
        dangerouslySetInnerHTML={{ __html: description }}
      />
    </section>
  );
}
