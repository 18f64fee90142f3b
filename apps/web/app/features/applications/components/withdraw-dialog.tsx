import { applicationsCopy } from "@site/content/job-posts/jobs";
import { messages } from "@site/contract/messages";
import { Button } from "../../../components/button";
import { Modal } from "../../../components/modal";
import { ApiError } from "../../../lib/api-client";
import type { ApplicationSummary } from "../api/my-applications";
import { useWithdrawApplication } from "../api/withdraw-application";

interface WithdrawDialogProps {
  /** The application to withdraw; null keeps the dialog closed. */
  application: ApplicationSummary | null;
  onClose: () => void;
  /** Called with the server's confirmation once the application is gone. */
  onWithdrawn: (message: string) => void;
}

/** Asks before withdrawing an application, which cannot be undone. */
export function WithdrawDialog({ application, onClose, onWithdrawn }: WithdrawDialogProps) {
  const withdraw = useWithdrawApplication();
  const close = () => {
    if (withdraw.isPending) return;
    withdraw.reset();
    onClose();
  };
  const failure = withdraw.error
    ? withdraw.error instanceof ApiError
      ? withdraw.error.message
      : messages.networkError
    : null;

  return (
    <Modal
      open={application !== null}
      title={applicationsCopy.confirmTitle}
      description={
        application ? applicationsCopy.confirmText(application.jobTitle, application.companyName) : undefined
      }
      onClose={close}
    >
      {failure ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm"
        >
          {failure}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={close} disabled={withdraw.isPending}>
          {applicationsCopy.cancel}
        </Button>
        <Button
          busy={withdraw.isPending}
          busyLabel={applicationsCopy.confirmBusy}
          onClick={() => {
            if (!application) return;
            withdraw.mutate(application.applicationId, {
              onSuccess: ({ message }) => {
                withdraw.reset();
                onWithdrawn(message);
              },
            });
          }}
        >
          {applicationsCopy.confirm}
        </Button>
      </div>
    </Modal>
  );
}
