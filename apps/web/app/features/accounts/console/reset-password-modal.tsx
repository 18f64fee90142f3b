import { zodResolver } from "@hookform/resolvers/zod";
import { usersCopy } from "@site/content/accounts/users";
import { consoleCopy } from "@site/content/console";
import { requestResetPasswordWithToken } from "@site/contract/api/accounts";
import { FormDialog, useFormDialog } from "#web/components/form-dialog";
import { ApiError } from "#web/lib/api-client";
import { fieldBinder } from "#web/lib/field-binder";
import { useResetUserPassword } from "../api/reset-user-password";
import { PasswordField } from "../components/password-field";

// The contract's rule for the admin's own password; nobody types the user's new password here.
const schema = (() => {
  const body = requestResetPasswordWithToken.body;
  if (!body) throw new Error("requestResetPasswordWithToken declares its body");
  return body.pick({ password: true });
})();

interface ResetPasswordModalProps {
  /** The account whose password to reset; null keeps the dialog closed. */
  email: string | null;
  onClose: () => void;
}

/**
 * requestResetPasswordWithToken: the admin's own password is asked again (a step-up check); the
 * user chooses their new password with the e-mailed code (docs/decisions/004-password-reset-flow.md).
 */
export function ResetPasswordModal({ email, onClose }: ResetPasswordModalProps) {
  const resetPassword = useResetUserPassword();
  const form = useFormDialog(resetPassword, onClose, {
    resolver: zodResolver(schema),
    defaultValues: { password: "" },
  });
  const onSubmit = form.handleSubmit((values) => {
    if (!email) return;
    resetPassword.mutate(
      { inputEmail: email, password: values.password },
      {
        onSuccess: form.closeWithMessage,
        onError: (error) => {
          // 403 here is the step-up check: the admin's own password was wrong. Said at that field.
          if (error instanceof ApiError && error.status === 403) form.refuseAt("password", error);
        },
      },
    );
  });

  return (
    <FormDialog
      {...form.dialogProps}
      open={email !== null}
      title={usersCopy.resetTitle}
      description={email ? usersCopy.resetDescription(email) : undefined}
      onSubmit={onSubmit}
      cancelLabel={consoleCopy.cancel}
      confirmLabel={usersCopy.resetSubmit}
      busyLabel={usersCopy.resetBusy}
    >
      <PasswordField
        label={usersCopy.ownPasswordLabel}
        purpose="current"
        required
        {...fieldBinder(form.register, form.formState.errors)("password")}
      />
    </FormDialog>
  );
}
