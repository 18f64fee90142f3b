import { consoleCopy, consolePages } from "@site/content/console";
import { jobsCopy } from "@site/content/job-posts/console";
import { Link, useNavigate } from "react-router";
import { AlertMessage } from "#web/components/alert-message";
import { linkClass } from "#web/components/button";
import { ScreenHeading } from "#web/layouts/console/screen-heading";
import { describeError } from "#web/lib/describe-error";
import { paths } from "#web/lib/paths";
import { toast } from "#web/lib/toast";
import { useJobToEdit } from "../api/job-to-edit";
import { useSaveJob } from "../api/save-job";
import { JobForm } from "./job-form";
import { jobFormInputOf } from "./job-form-schema";
import { publicationBody } from "./publication-fields";

/** Posts a new job (jobId null) or edits one; on success back to the jobs list with a toast. */
export function JobEditorScreen({ jobId }: { jobId: number | null }) {
  const navigate = useNavigate();
  const save = useSaveJob();
  const existing = useJobToEdit(jobId);
  const page = jobId === null ? consolePages.newJob : consolePages.editJob;
  const back = (
    <Link to={paths.consoleJobs} className={linkClass}>
      {jobsCopy.backToJobs}
    </Link>
  );

  if (jobId !== null && existing.isPending) {
    return (
      <p role="status" className="py-6 text-slate-600">
        {consoleCopy.loading}
      </p>
    );
  }
  if (jobId !== null && existing.isError) {
    return (
      <>
        <ScreenHeading title={page.heading} />
        <div className="space-y-4">
          <AlertMessage>{describeError(existing.error)}</AlertMessage>
          {back}
        </div>
      </>
    );
  }

  const job = existing.data;
  return (
    <>
      <ScreenHeading
        title={page.heading}
        description={job ? `${job.jobTitle} · ${job.companyName}` : page.description}
        actions={
          job ? (
            <Link to={paths.job(String(job.jobId))} className={linkClass}>
              {jobsCopy.viewPublic}
            </Link>
          ) : undefined
        }
      />
      <JobForm
        intent={jobId === null ? "post" : "save"}
        initial={job ? jobFormInputOf(job) : undefined}
        busy={save.isPending}
        error={save.error}
        onSubmit={(values, publication) =>
          save.mutate(
            { jobId, job: values, publication: publicationBody(publication) },
            {
              onSuccess: ({ message }) => {
                toast.success(message);
                navigate(paths.consoleJobs);
              },
            },
          )
        }
        onCancel={() => navigate(paths.consoleJobs)}
      />
    </>
  );
}
