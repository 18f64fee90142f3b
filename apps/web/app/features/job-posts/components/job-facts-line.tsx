import { jobFactLabels } from "@site/content/job-posts/jobs";
import type { JobSummary } from "@site/contract/api/job-posts";
import type { ReactNode } from "react";
import { salaryText } from "#web/lib/job-format";

type Facts = Pick<JobSummary, "jobLocation" | "workplace" | "employmentType" | "jobSalary">;

/** A job's place, workplace, employment type and pay on one line, then `children` (a date). */
export function JobFactsLine({ job, children }: { job: Facts; children: ReactNode }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-sm">
      <span>{job.jobLocation}</span>
      {job.workplace ? <span>{jobFactLabels.workplace[job.workplace]}</span> : null}
      {job.employmentType ? <span>{jobFactLabels.employmentType[job.employmentType]}</span> : null}
      <span>{salaryText(job.jobSalary)}</span>
      <span>{children}</span>
    </p>
  );
}
