import { consoleCopy, consolePages } from "@site/content/console";
import { jobsCopy } from "@site/content/job-posts/console";
import { useState } from "react";
import { Link } from "react-router";
import { AlertMessage } from "../../../components/alert-message";
import { Button } from "../../../components/button";
import { ConsolePager } from "../../../components/console-pager";
import { ScreenHeading } from "../../../layouts/console/screen-heading";
import { describeError } from "../../../lib/describe-error";
import { paths } from "../../../lib/paths";
import { type ManagedJob, useManagedJobs } from "../api/list-managed-jobs";
import { CloseJobModal } from "./close-job-modal";
import { JobsTable } from "./jobs-table";

/** The employer's jobs (an admin's: all), newest first: post, edit, close, see applicants. */
export function JobsScreen() {
  const [page, setPage] = useState(1);
  const jobs = useManagedJobs(page);
  const [closing, setClosing] = useState<ManagedJob | null>(null);

  return (
    <>
      <ScreenHeading
        title={consolePages.jobs.heading}
        description={consolePages.jobs.description}
        actions={
          <Link
            to={paths.consoleNewJob}
            className="inline-flex items-center justify-center rounded-md bg-navy-900 px-5 py-2.5 font-medium text-white hover:bg-navy-700"
          >
            {jobsCopy.postJob}
          </Link>
        }
      />
      {jobs.isPending ? (
        <p role="status" className="py-6 text-slate-600">
          {consoleCopy.loading}
        </p>
      ) : jobs.isError ? (
        <div className="space-y-3">
          <AlertMessage>{describeError(jobs.error)}</AlertMessage>
          <Button variant="secondary" onClick={() => void jobs.refetch()}>
            {consoleCopy.retry}
          </Button>
        </div>
      ) : jobs.data.data.length === 0 ? (
        <p className="py-6 text-slate-600">{jobsCopy.noJobs}</p>
      ) : (
        <>
          <JobsTable jobs={jobs.data.data} total={jobs.data.total} onClose={setClosing} />
          <ConsolePager
            label={jobsCopy.pagination}
            page={page}
            totalPages={jobs.data.totalPages}
            onPage={setPage}
          />
        </>
      )}
      <CloseJobModal job={closing} onClose={() => setClosing(null)} />
    </>
  );
}
