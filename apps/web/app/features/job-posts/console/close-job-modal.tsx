import { consoleCopy } from "@site/content/console";
import { jobsCopy } from "@site/content/job-posts/console";
import { toast } from "sonner";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { describeError } from "#web/lib/describe-error";
import { useCloseJob } from "../api/close-job";
import type { ManagedJob } from "../api/list-managed-jobs";

/** Asks before closing a job: it leaves the search and takes no more applications. */
export function CloseJobModal({ job, onClose }: { job: ManagedJob | null; onClose: () => void }) {
  const closeJob = useCloseJob();
  const close = () => {
    if (closeJob.isPending) return;
    closeJob.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={job !== null}
      title={jobsCopy.closeTitle}
      description={job ? jobsCopy.closeText(job.jobTitle) : undefined}
      error={closeJob.error ? describeError(closeJob.error) : null}
      cancelLabel={consoleCopy.cancel}
      confirmLabel={jobsCopy.close}
      busyLabel={jobsCopy.closeBusy}
      busy={closeJob.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!job) return;
        closeJob.mutate(job.jobId, {
          onSuccess: ({ message }) => {
            toast.success(message);
            closeJob.reset();
            onClose();
          },
        });
      }}
    />
  );
}
