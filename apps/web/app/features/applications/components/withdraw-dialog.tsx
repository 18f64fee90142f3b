import { applicationsCopy } from "@site/content/job-posts/jobs";
import { messages } from "@site/contract/messages";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { ApiError } from "#web/lib/api-client";
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
    <ConfirmDialog
      open={application !== null}
      title={applicationsCopy.confirmTitle}
      description={
        application ? applicationsCopy.confirmText(application.jobTitle, application.companyName) : undefined
      }
      error={failure}
      cancelLabel={applicationsCopy.cancel}
      confirmLabel={applicationsCopy.confirm}
      busyLabel={applicationsCopy.confirmBusy}
      busy={withdraw.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!application) return;
        withdraw.mutate(application.applicationId, {
          onSuccess: ({ message }) => {
            withdraw.reset();
            onWithdrawn(message);
          },
        });
      }}
    />
  );
}
