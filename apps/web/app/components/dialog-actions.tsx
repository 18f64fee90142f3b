import { Button } from "./button";

export interface DialogActionsProps {
  cancelLabel: string;
  /** Closes the dialog; the button waits while the action runs. */
  onCancel: () => void;
  confirmLabel: string;
  /** The confirm button's words while the action runs. */
  busyLabel?: string;
  busy: boolean;
  /** Runs the action; without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** Cancel stays usable while the action runs (leaving does not undo a request already sent). */
  cancelWhileBusy?: boolean;
  /** The confirm button waits for something else too (what the action needs to know first). */
  confirmDisabled?: boolean;
}

/** The Cancel and confirm buttons at the foot of every dialog that runs an action. */
export function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  cancelWhileBusy = false,
  confirmDisabled,
}: DialogActionsProps) {
  return (
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel} disabled={busy && !cancelWhileBusy}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? "button" : "submit"}
        busy={busy}
        busyLabel={busyLabel}
        disabled={confirmDisabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}
