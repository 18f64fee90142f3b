import { consoleCopy } from "@site/content/console";
import { jobsCopy } from "@site/content/job-posts/console";
import { ConfirmMutation } from "#web/components/confirm-mutation";
import { useCloseJob } from "../api/close-job";
import type { ManagedJob } from "../api/list-managed-jobs";

/** Asks before closing a job: it leaves the search and takes no more applications. */
export function CloseJobModal({ job, onClose }: { job: ManagedJob | null; onClose: () => void }) {
  return (
    <ConfirmMutation
      mutation={useCloseJob()}
      variables={job ? job.jobId : null}
      title={jobsCopy.closeTitle}
      description={job ? jobsCopy.closeText(job.jobTitle) : undefined}
      cancelLabel={consoleCopy.cancel}
      confirmLabel={jobsCopy.close}
      busyLabel={jobsCopy.closeBusy}
      onClose={onClose}
    />
  );
}
