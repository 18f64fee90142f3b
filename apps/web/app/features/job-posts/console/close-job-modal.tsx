import { consoleCopy } from "@site/content/console";
import { jobsCopy } from "@site/content/job-posts/console";
import { toast } from "sonner";
import { AlertMessage } from "../../../components/alert-message";
import { Button } from "../../../components/button";
import { Modal } from "../../../components/modal";
import { describeError } from "../../../lib/describe-error";
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
    <Modal
      open={job !== null}
      title={jobsCopy.closeTitle}
      description={job ? jobsCopy.closeText(job.jobTitle) : undefined}
      onClose={close}
    >
      <div className="space-y-4">
        <AlertMessage>{closeJob.error ? describeError(closeJob.error) : null}</AlertMessage>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={closeJob.isPending}>
            {consoleCopy.cancel}
          </Button>
          <Button
            busy={closeJob.isPending}
            busyLabel={jobsCopy.closeBusy}
            onClick={() => {
              if (!job) return;
              closeJob.mutate(job.jobId, {
                onSuccess: ({ message }) => {
                  toast.success(message);
                  closeJob.reset();
                  onClose();
                },
              });
            }}
          >
            {jobsCopy.close}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
