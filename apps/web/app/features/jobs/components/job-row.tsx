import { jobFactLabels, jobSearchCopy } from "@site/content/jobs";
import type { JobSummary } from "@site/contract/api/jobs";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { formatDate, salaryText } from "../format";
import { CompanyIcon } from "./company-icon";

/** One search result; the whole row opens the job post in a new tab (docs/product/requirements.md §2). */
export function JobRow({ job }: { job: JobSummary }) {
  return (
    <li>
      <Link
        to={paths.job(String(job.jobId))}
        target="_blank"
        rel="noopener"
        className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-navy-700 hover:bg-slate-50"
      >
        <CompanyIcon url={job.companyIconUrl} companyName={job.companyName} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-navy-900 text-lg">{job.jobTitle}</h3>
          <p className="text-slate-700">{job.companyName}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-sm">
            <span>{job.jobLocation}</span>
            {job.workplace ? <span>{jobFactLabels.workplace[job.workplace]}</span> : null}
            {job.employmentType ? <span>{jobFactLabels.employmentType[job.employmentType]}</span> : null}
            <span>{salaryText(job.jobSalary)}</span>
            <span>
              {jobSearchCopy.posted} <time dateTime={job.postedDate}>{formatDate(job.postedDate)}</time>
            </span>
          </p>
        </div>
        <span className="sr-only">{jobSearchCopy.opensInNewTab}</span>
      </Link>
    </li>
  );
}
