import { usersCopy } from "@site/content/accounts/users";
import { consoleCopy } from "@site/content/console";
import { toast } from "sonner";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { describeError } from "#web/lib/describe-error";
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
  const changeUser = useChangeUser();
  const copy = pending ? usersCopy.confirm[pending.change] : null;
  const close = () => {
    if (changeUser.isPending) return;
    changeUser.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={copy?.title ?? ""}
      description={pending && copy ? copy.text(pending.email) : undefined}
      error={changeUser.error ? describeError(changeUser.error) : null}
      cancelLabel={consoleCopy.cancel}
      confirmLabel={pending ? confirmLabels[pending.change] : ""}
      busyLabel={copy?.busy}
      busy={changeUser.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!pending) return;
        changeUser.mutate(
          { change: pending.change, inputEmail: pending.email },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              changeUser.reset();
              onClose();
            },
          },
        );
      }}
    />
  );
}
