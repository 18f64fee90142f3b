import { consoleCopy } from "@site/content/console";
import { jobsCopy } from "@site/content/job-posts/console";
import { ConfirmMutation } from "#web/components/confirm-mutation";
import { type JobAction, useJobAction } from "../api/job-actions";
import type { ManagedJob } from "../api/list-managed-jobs";

/** Each action's words: what it asks, what it says it does, its button and its busy state. */
const wording = {
  close: {
    title: jobsCopy.closeTitle,
    text: jobsCopy.closeText,
    confirm: jobsCopy.close,
    busy: jobsCopy.closeBusy,
  },
  publish: {
    title: jobsCopy.publishTitle,
    text: jobsCopy.publishText,
    confirm: jobsCopy.publishNow,
    busy: jobsCopy.publishBusy,
  },
} satisfies Record<JobAction, unknown>;

/**
 * Asks before an action on a job: closing it (it leaves the search and takes no more
 * applications) or publishing a draft now (it goes into the search and the job alerts).
 */
export function JobActionModal({
  action,
  job,
  onClose,
}: {
  action: JobAction;
  job: ManagedJob | null;
  onClose: () => void;
}) {
  const words = wording[action];
  return (
    <ConfirmMutation
      mutation={useJobAction(action)}
      variables={job ? job.jobId : null}
      title={words.title}
      description={job ? words.text(job.jobTitle) : undefined}
      cancelLabel={consoleCopy.cancel}
      confirmLabel={words.confirm}
      busyLabel={words.busy}
      onClose={onClose}
    />
  );
}
