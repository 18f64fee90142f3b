import { resetPasswordCopy as copy, fieldLabels } from "@site/content/accounts/auth";
import { passwordField } from "@site/contract/fields";
import { messages } from "@site/contract/messages";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { Button } from "#web/components/button";
import { describeError } from "#web/lib/describe-error";
import { paths } from "#web/lib/paths";
import { useVerifyPasswordReset } from "../api/verify-password-reset";
import { useAuthForm } from "../hooks/use-auth-form";
import { loginToasts } from "../notify";
import { CodeField } from "./email-field";
import { PasswordField } from "./password-field";

const schema = z
  .object({
    token: z.string().trim().min(1, messages.emailAndTokenRequired),
    newpassword: passwordField,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newpassword === values.confirmPassword, {
    message: copy.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
const validationOrder = ["token", "newpassword", "confirmPassword"] as const;

interface ResetTokenFormProps {
  email: string;
  initialToken: string;
  onStartOver: () => void;
}

/** Step 2 of /request-reset-pw: the e-mailed code and the new password, typed twice. */
export function ResetTokenForm({ email, initialToken, onStartOver }: ResetTokenFormProps) {
  const navigate = useNavigate();
  const verify = useVerifyPasswordReset();
  const { field, setFocus, submitWith } = useAuthForm({
    schema,
    defaultValues: { token: initialToken, newpassword: "", confirmPassword: "" },
    validationOrder,
    notify: loginToasts,
  });

  // Arriving at this step, focus goes where the user acts next.
  useEffect(() => {
    setFocus(initialToken ? "newpassword" : "token");
  }, [initialToken, setFocus]);

  const onSubmit = submitWith(({ token, newpassword }) =>
    verify.mutate(
      { inputEmail: email, token, newpassword },
      {
        onSuccess: ({ message }) => {
          loginToasts.success(message);
          navigate(paths.login);
        },
        onError: (error) => loginToasts.error(describeError(error, messages.verificationFailed)),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-slate-700">
        {copy.codeSentTo} <strong className="break-all">{email}</strong> {copy.chooseNewPassword}.
      </p>
      <CodeField required {...field("token")} />
      <PasswordField label={fieldLabels.newPassword} purpose="new" required {...field("newpassword")} />
      <PasswordField
        label={fieldLabels.confirmPassword}
        purpose="new"
        required
        {...field("confirmPassword")}
      />
      <Button type="submit" busy={verify.isPending} busyLabel={copy.resetBusy} className="w-full">
        {copy.reset}
      </Button>
      <Button variant="link" onClick={onStartOver} className="text-sm">
        {copy.startOver}
      </Button>
    </form>
  );
}
