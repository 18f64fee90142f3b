import type { FormEventHandler, ReactNode } from "react";
import { AlertMessage } from "./alert-message";
import { DialogActions } from "./dialog-actions";
import { Modal } from "./modal";

interface FormDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** Cancel and Escape; the caller keeps the dialog open while the action runs (closeWhenIdle). */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last attempt failed, above the fields; null when it did not. */
  error: string | null;
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  busyLabel?: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A modal form (invite a user, reset a password): the fields, the failure of the last attempt
 * above them, Cancel and submit below, on the shared Modal.
 */
export function FormDialog({
  open,
  title,
  description,
  onClose,
  onSubmit,
  error,
  busy,
  cancelLabel,
  submitLabel,
  busyLabel,
  children,
}: FormDialogProps) {
  return (
    <Modal open={open} title={title} description={description} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AlertMessage>{error}</AlertMessage>
        {children}
        <DialogActions
          cancelLabel={cancelLabel}
          onCancel={onClose}
          confirmLabel={submitLabel}
          busyLabel={busyLabel}
          busy={busy}
        />
      </form>
    </Modal>
  );
}
