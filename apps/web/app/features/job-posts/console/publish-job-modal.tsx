import { consoleCopy } from "@site/content/console";
import { jobsCopy } from "@site/content/job-posts/console";
import { ConfirmMutation } from "#web/components/confirm-mutation";
import { toast } from "#web/lib/toast";
import type { ManagedJob } from "../api/list-managed-jobs";
import { usePublishJob } from "../api/publish-job";

/** Asks before publishing a draft now: it goes into the search and the job alerts. */
export function PublishJobModal({ job, onClose }: { job: ManagedJob | null; onClose: () => void }) {
  return (
    <ConfirmMutation
      mutation={usePublishJob()}
      variables={job ? job.jobId : null}
      title={jobsCopy.publishTitle}
      description={job ? jobsCopy.publishText(job.jobTitle) : undefined}
      cancelLabel={consoleCopy.cancel}
      confirmLabel={jobsCopy.publishNow}
      busyLabel={jobsCopy.publishBusy}
      onClose={onClose}
      onDone={({ message }) => {
        toast.success(message);
        onClose();
      }}
    />
  );
}
