import { jobsCopy } from "@site/content/job-posts/console";
import { Link } from "react-router";
import { Button, linkClass } from "#web/components/button";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import { paths } from "#web/lib/paths";
import type { ManagedJob } from "../api/list-managed-jobs";

const cell = "px-3 py-2 align-top";

/** One page of the employer's jobs with their status, applicant count and actions. */
export function JobsTable({
  jobs,
  total,
  onClose,
}: {
  jobs: ManagedJob[];
  total: number;
  onClose: (job: ManagedJob) => void;
}) {
  const c = jobsCopy.columns;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="px-3 py-2 text-left text-slate-600">{jobsCopy.tableCaption(total)}</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            {[c.title, c.location, c.posted, c.status, c.applicants, c.actions].map((label) => (
              <th key={label} scope="col" className={`${cell} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {jobs.map((job) => (
            <tr key={job.jobId}>
              <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                <Link to={paths.job(String(job.jobId))} className={linkClass}>
                  {job.jobTitle}
                </Link>
                <span className="block font-normal text-slate-600">{job.companyName}</span>
              </th>
              <td className={cell}>{job.jobLocation}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(job.postedDate)}</td>
              <td className={cell}>{jobsCopy.status[job.status]}</td>
              <td className={cell}>
                <Link to={paths.consoleApplicants(String(job.jobId))} className={linkClass}>
                  {jobsCopy.viewApplicants(job.applicants)}
                </Link>
              </td>
              <td className={cell}>
                {/* biome-ignore lint/a11y/useSemanticElements: a group of actions, not a fieldset of inputs. */}
                <div
                  role="group"
                  aria-label={jobsCopy.actionsFor(job.jobTitle)}
                  className="flex flex-wrap gap-2"
                >
                  <Link
                    to={paths.consoleEditJob(String(job.jobId))}
                    className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50"
                  >
                    {jobsCopy.edit}
                  </Link>
                  {job.status === "open" ? (
                    <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => onClose(job)}>
                      {jobsCopy.close}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
