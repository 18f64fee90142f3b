import { consolePages } from "@site/content/console";
import { jobsCopy } from "@site/content/job-posts/console";
import { useState } from "react";
import { Link } from "react-router";
import { PagedList } from "#web/layouts/console/paged-query";
import { ScreenHeading } from "#web/layouts/console/screen-heading";
import { paths } from "#web/lib/paths";
import { type ManagedJob, useManagedJobs } from "../api/list-managed-jobs";
import { JobActionModal } from "./job-action-modal";
import { JobsTable } from "./jobs-table";

/** The employer's jobs (an admin's: all), newest first: post, edit, close, see applicants. */
export function JobsScreen() {
  const [closing, setClosing] = useState<ManagedJob | null>(null);
  const [publishing, setPublishing] = useState<ManagedJob | null>(null);

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
      <PagedList usePage={useManagedJobs} empty={jobsCopy.noJobs} pagination={jobsCopy.pagination}>
        {(data) => (
          <JobsTable jobs={data.data} total={data.total} onClose={setClosing} onPublish={setPublishing} />
        )}
      </PagedList>
      <JobActionModal action="close" job={closing} onClose={() => setClosing(null)} />
      <JobActionModal action="publish" job={publishing} onClose={() => setPublishing(null)} />
    </>
  );
}
