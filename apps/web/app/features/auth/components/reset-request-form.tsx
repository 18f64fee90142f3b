import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordCopy as copy, fieldLabels } from "@site/content/auth";
import { emailField, passwordField } from "@site/contract/fields";
import { messages } from "@site/contract/messages";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/describe-error";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { reportFirstError } from "../form-errors";
import { loginToasts } from "../notify";

const schema = z
  .object({ inputEmail: emailField, newpassword: passwordField, confirmPassword: z.string() })
  .refine((values) => values.newpassword === values.confirmPassword, {
    message: copy.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
const validationOrder = ["inputEmail", "newpassword", "confirmPassword"] as const;

/** Step 1 of /request-reset-pw: the e-mail and the new password; the server e-mails a code. */
export function ResetRequestForm({ onRequested }: { onRequested: (email: string) => void }) {
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { inputEmail: "", newpassword: "", confirmPassword: "" },
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(
    ({ inputEmail, newpassword }) =>
      requestReset.mutate(
        { inputEmail, newpassword },
        {
          onSuccess: ({ message }) => {
            loginToasts.success(message);
            onRequested(inputEmail);
          },
          onError: (error) => loginToasts.error(describeError(error, messages.unexpectedError)),
        },
      ),
    (invalid) => reportFirstError(invalid, validationOrder, setFocus, loginToasts),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={fieldLabels.email}
        type="email"
        autoComplete="email"
        required
        error={errors.inputEmail?.message}
        {...register("inputEmail")}
      />
      <TextField
        label={fieldLabels.newPassword}
        type="password"
        autoComplete="new-password"
        required
        error={errors.newpassword?.message}
        {...register("newpassword")}
      />
      <TextField
        label={fieldLabels.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" busy={requestReset.isPending} busyLabel={copy.sendCodeBusy} className="w-full">
        {copy.sendCode}
      </Button>
    </form>
  );
}
