import { AlertMessage } from "./alert-message";
import { DialogActions } from "./dialog-actions";
import { Modal } from "./modal";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the action does, in the dialog's own words (it also describes the dialog). */
  description?: string;
  /** Why the last attempt failed, shown in the dialog; null or undefined when it did not. */
  error?: string | null;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's words while the action runs. */
  busyLabel?: string;
  /** The action runs: both buttons wait, and Cancel or Escape do not close the dialog. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before an action that cannot be undone (withdraw, close a job, revoke an invite,
 * deactivate or remove an account): the one confirmation of the app. A refusal stays in the
 * dialog, above its buttons.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  error,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal open={open} title={title} description={description} onClose={cancel}>
      <div className="space-y-4">
        <AlertMessage>{error}</AlertMessage>
        <DialogActions
          cancelLabel={cancelLabel}
          onCancel={cancel}
          confirmLabel={confirmLabel}
          busyLabel={busyLabel}
          busy={busy}
          onConfirm={onConfirm}
        />
      </div>
    </Modal>
  );
}
