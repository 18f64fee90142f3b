import { AlertMessage } from "./alert-message";
import { DialogActions, type DialogActionsProps } from "./dialog-actions";
import { Modal } from "./modal";

interface ConfirmDialogProps
  extends Pick<DialogActionsProps, "cancelLabel" | "confirmLabel" | "busyLabel" | "busy" | "onCancel"> {
  open: boolean;
  title: string;
  /** What the action does, in the dialog's own words (it also describes the dialog). */
  description?: string;
  /** Why the last attempt failed, shown in the dialog; null or undefined when it did not. */
  error?: string | null;
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
  busy,
  onCancel,
  ...actions
}: ConfirmDialogProps) {
  // While the action runs, both buttons wait, and Cancel or Escape do not close the dialog.
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal open={open} title={title} description={description} onClose={cancel}>
      <div className="space-y-4">
        <AlertMessage>{error}</AlertMessage>
        <DialogActions {...actions} busy={busy} onCancel={cancel} />
      </div>
    </Modal>
  );
}
