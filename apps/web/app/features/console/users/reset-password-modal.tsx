import { zodResolver } from "@hookform/resolvers/zod";
import { requestResetPasswordWithToken } from "@site/contract/api/admin";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "../../../components/button";
import { Modal } from "../../../components/modal";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/describe-error";
import { useResetUserPassword } from "../api/reset-user-password";
import { AlertMessage } from "../components/alert-message";
import { consoleCopy } from "../console-copy";
import { usersCopy } from "./users-copy";

// The contract's body without the token: the same rules (new password length, own password given).
const schema = (() => {
  const body = requestResetPasswordWithToken.body;
  if (!body) throw new Error("requestResetPasswordWithToken declares its body");
  return body.omit({ authToken: true, inputEmail: true });
})();

interface ResetPasswordModalProps {
  /** The account whose password to reset; null keeps the dialog closed. */
  email: string | null;
  onClose: () => void;
}

/** requestResetPasswordWithToken: the admin's own password is asked again (a step-up check). */
export function ResetPasswordModal({ email, onClose }: ResetPasswordModalProps) {
  const resetPassword = useResetUserPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { newpassword: "", password: "" } });
  const close = () => {
    if (resetPassword.isPending) return;
    resetPassword.reset();
    reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) => {
    if (!email) return;
    resetPassword.mutate(
      { inputEmail: email, ...values },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          close();
        },
      },
    );
  });

  return (
    <Modal
      open={email !== null}
      title={usersCopy.resetTitle}
      description={email ? usersCopy.resetDescription(email) : undefined}
      onClose={close}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AlertMessage>{resetPassword.error ? describeError(resetPassword.error) : null}</AlertMessage>
        <TextField
          label={usersCopy.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          required
          error={errors.newpassword?.message}
          {...register("newpassword")}
        />
        <TextField
          label={usersCopy.ownPasswordLabel}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register("password")}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={resetPassword.isPending}>
            {consoleCopy.cancel}
          </Button>
          <Button type="submit" busy={resetPassword.isPending} busyLabel={usersCopy.resetBusy}>
            {usersCopy.resetSubmit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
