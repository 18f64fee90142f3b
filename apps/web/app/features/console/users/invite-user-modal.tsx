import { consoleCopy } from "@site/content/console";
import { usersCopy } from "@site/content/console-users";
import { emailField, passwordField } from "@site/contract/fields";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "../../../components/button";
import { Modal } from "../../../components/modal";
import { TextField } from "../../../components/text-field";
import { contractResolver } from "../../../lib/contract-resolver";
import { describeError } from "../../../lib/describe-error";
import { useInviteUser } from "../api/invite-user";
import { AlertMessage } from "../components/alert-message";

const schema = z.object({ inputEmail: emailField, password: passwordField });

interface InviteUserModalProps {
  open: boolean;
  onClose: () => void;
}

/** requestRegistrationWithToken: a pending account whose owner confirms it with an e-mailed code. */
export function InviteUserModal({ open, onClose }: InviteUserModalProps) {
  const invite = useInviteUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: contractResolver(schema), defaultValues: { inputEmail: "", password: "" } });
  const close = () => {
    if (invite.isPending) return;
    invite.reset();
    reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        close();
      },
    }),
  );

  return (
    <Modal
      open={open}
      title={usersCopy.inviteTitle}
      description={usersCopy.inviteDescription}
      onClose={close}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AlertMessage>{invite.error ? describeError(invite.error) : null}</AlertMessage>
        <TextField
          label={usersCopy.emailLabel}
          type="email"
          autoComplete="off"
          required
          error={errors.inputEmail?.message}
          {...register("inputEmail")}
        />
        <TextField
          label={usersCopy.passwordLabel}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register("password")}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={invite.isPending}>
            {consoleCopy.cancel}
          </Button>
          <Button type="submit" busy={invite.isPending} busyLabel={usersCopy.inviteBusy}>
            {usersCopy.inviteSubmit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
