import { usersCopy } from "@site/content/accounts/users";
import { consoleCopy } from "@site/content/console";
import { useState } from "react";
import { AlertMessage } from "#web/components/alert-message";
import { DialogActions } from "#web/components/dialog-actions";
import { Modal } from "#web/components/modal";
import { TextField } from "#web/components/text-field";
import { ApiError } from "#web/lib/api-client";
import { closeWhenIdle } from "#web/lib/close-when-idle";
import { describeError } from "#web/lib/describe-error";
import { toast } from "#web/lib/toast";
import { useRemoveUser, useUserOpenJobs } from "../api/remove-user";

const copy = usersCopy.confirm.remove;
const o = usersCopy.openJobs;

/**
 * Removes an account after asking. When it owns open jobs (drafts included) the dialog says how
 * many and asks whether to transfer them to another employer or close them (decision 074); the
 * server refuses a removal that would leave them without an owner.
 */
export function RemoveUserModal({ email, onClose }: { email: string | null; onClose: () => void }) {
  const openJobs = useUserOpenJobs(email);
  const remove = useRemoveUser();
  const [choice, setChoice] = useState<"transfer" | "close">("transfer");
  const [transferTo, setTransferTo] = useState("");
  const close = closeWhenIdle(remove, onClose, () => {
    setChoice("transfer");
    setTransferTo("");
  });
  const fields = remove.error instanceof ApiError ? remove.error.fields : {};
  const count = openJobs.data ?? 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!email || !openJobs.isSuccess) return;
    const settle =
      count === 0
        ? {}
        : choice === "close"
          ? { openJobs: "close" as const }
          : { openJobs: "transfer" as const, transferTo };
    remove.mutate(
      { inputEmail: email, ...settle },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          close();
        },
      },
    );
  };

  return (
    <Modal
      open={email !== null}
      title={copy.title}
      description={email ? copy.text(email) : undefined}
      onClose={close}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <AlertMessage>
          {openJobs.isError
            ? describeError(openJobs.error)
            : remove.error && !fields.transferTo
              ? describeError(remove.error)
              : null}
        </AlertMessage>
        {openJobs.isPending ? (
          <p role="status" className="text-slate-600">
            {o.checking}
          </p>
        ) : null}
        {count > 0 ? (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-slate-800">{o.count(count)}</legend>
            {(["transfer", "close"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="open-jobs"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                />
                {o[value]}
              </label>
            ))}
            {choice === "transfer" ? (
              <TextField
                label={o.transferTo}
                type="email"
                autoComplete="off"
                required
                hint={o.transferHint}
                error={fields.transferTo}
                value={transferTo}
                onChange={(event) => setTransferTo(event.target.value)}
              />
            ) : null}
          </fieldset>
        ) : null}
        <DialogActions
          cancelLabel={consoleCopy.cancel}
          onCancel={close}
          confirmLabel={usersCopy.remove}
          busyLabel={copy.busy}
          busy={remove.isPending}
          confirmDisabled={!openJobs.isSuccess}
        />
      </form>
    </Modal>
  );
}
