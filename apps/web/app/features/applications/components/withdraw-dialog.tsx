import { applicationsCopy } from "@site/content/job-posts/jobs";
import { messages } from "@site/contract/messages";
import { ConfirmMutation } from "#web/components/confirm-mutation";
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
  return (
    <ConfirmMutation
      mutation={useWithdrawApplication()}
      variables={application ? application.applicationId : null}
      title={applicationsCopy.confirmTitle}
      description={
        application ? applicationsCopy.confirmText(application.jobTitle, application.companyName) : undefined
      }
      cancelLabel={applicationsCopy.cancel}
      confirmLabel={applicationsCopy.confirm}
      busyLabel={applicationsCopy.confirmBusy}
      describe={(error) => (error instanceof ApiError ? error.message : messages.networkError)}
      onClose={onClose}
      onDone={({ message }) => onWithdrawn(message)}
    />
  );
}
