import { jobsCopy } from "@site/content/job-posts/console";
import { Link } from "react-router";
import { Button, linkClass } from "#web/components/button";
import { ConsoleTable, cellClass, RowActions, rowButtonClass } from "#web/layouts/console/console-table";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import { paths } from "#web/lib/paths";
import type { ManagedJob } from "../api/list-managed-jobs";

/** One page of the employer's jobs with their status, applicant count and actions. */
export function JobsTable({
  jobs,
  total,
  onClose,
  onPublish,
}: {
  jobs: ManagedJob[];
  total: number;
  onClose: (job: ManagedJob) => void;
  onPublish: (job: ManagedJob) => void;
}) {
  const c = jobsCopy.columns;
  return (
    <ConsoleTable
      caption={jobsCopy.tableCaption(total)}
      head={[c.title, c.location, c.posted, c.status, c.applicants, c.actions]}
    >
      {jobs.map((job) => (
        <tr key={job.jobId}>
          <th scope="row" className={`${cellClass} text-left font-medium text-slate-900`}>
            <Link to={paths.job(String(job.jobId))} className={linkClass}>
              {job.jobTitle}
            </Link>
            <span className="block font-normal text-slate-600">{job.companyName}</span>
          </th>
          <td className={cellClass}>{job.jobLocation}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(job.postedDate)}</td>
          <td className={cellClass}>
            {job.status === "draft" && job.publishAt
              ? jobsCopy.scheduledFor(formatDateTime(job.publishAt))
              : jobsCopy.status[job.status]}
          </td>
          <td className={cellClass}>
            <Link to={paths.consoleApplicants(String(job.jobId))} className={linkClass}>
              {jobsCopy.viewApplicants(job.applicants)}
            </Link>
          </td>
          <td className={cellClass}>
            <RowActions label={jobsCopy.actionsFor(job.jobTitle)}>
              <Link
                to={paths.consoleEditJob(String(job.jobId))}
                className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50"
              >
                {jobsCopy.edit}
              </Link>
              {job.status === "draft" ? (
                <Button variant="secondary" className={rowButtonClass} onClick={() => onPublish(job)}>
                  {jobsCopy.publishNow}
                </Button>
              ) : null}
              {job.status === "open" ? (
                <Button variant="secondary" className={rowButtonClass} onClick={() => onClose(job)}>
                  {jobsCopy.close}
                </Button>
              ) : null}
            </RowActions>
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
