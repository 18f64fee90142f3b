import { usersCopy } from "@site/content/accounts/users";
import { consoleCopy } from "@site/content/console";
import { ConfirmMutation } from "#web/components/confirm-mutation";
import { type UserChange, useChangeUser } from "../api/change-user";

export interface PendingChange {
  change: UserChange;
  email: string;
}

interface ConfirmUserChangeProps {
  /** The change to confirm; null keeps the dialog closed. */
  pending: PendingChange | null;
  onClose: () => void;
}

const confirmLabels = {
  deactivate: usersCopy.deactivate,
  reactivate: usersCopy.reactivate,
  remove: usersCopy.remove,
} as const;

/** Asks before deactivating, reactivating or removing an account; a refusal stays in the dialog. */
export function ConfirmUserChange({ pending, onClose }: ConfirmUserChangeProps) {
  const copy = pending ? usersCopy.confirm[pending.change] : null;
  return (
    <ConfirmMutation
      mutation={useChangeUser()}
      variables={pending ? { change: pending.change, inputEmail: pending.email } : null}
      title={copy?.title ?? ""}
      description={pending && copy ? copy.text(pending.email) : undefined}
      cancelLabel={consoleCopy.cancel}
      confirmLabel={pending ? confirmLabels[pending.change] : ""}
      busyLabel={copy?.busy}
      onClose={onClose}
    />
  );
}
