import { resetPasswordCopy as copy, fieldLabels } from "@site/content/auth";
import { messages } from "@site/contract/messages";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/describe-error";
import { paths } from "../../../lib/paths";
import { useVerifyPasswordReset } from "../api/verify-password-reset";
import { loginToasts } from "../notify";

interface ResetTokenFormProps {
  email: string;
  initialToken: string;
  onStartOver: () => void;
}

/** Step 2 of /request-reset-pw: the e-mailed code applies the new password. */
export function ResetTokenForm({ email, initialToken, onStartOver }: ResetTokenFormProps) {
  const navigate = useNavigate();
  const verify = useVerifyPasswordReset();
  const [token, setToken] = useState(initialToken);
  const tokenRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // Arriving at this step, focus goes where the user acts next.
  useEffect(() => {
    (initialToken ? submitRef : tokenRef).current?.focus();
  }, [initialToken]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { inputEmail: email, token: token.trim() };
    if (input.inputEmail === "" || input.token === "") {
      loginToasts.error(messages.emailAndTokenRequired);
      tokenRef.current?.focus();
      return;
    }
    verify.mutate(input, {
      onSuccess: ({ message }) => {
        loginToasts.success(message);
        navigate(paths.login);
      },
      onError: (error) => loginToasts.error(describeError(error, messages.verificationFailed)),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-slate-700">
        {copy.codeSentTo} <strong className="break-all">{email}</strong>.
      </p>
      <TextField
        ref={tokenRef}
        label={fieldLabels.token}
        name="token"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={token}
        onChange={(event) => setToken(event.target.value)}
      />
      <Button
        ref={submitRef}
        type="submit"
        busy={verify.isPending}
        busyLabel={copy.resetBusy}
        className="w-full"
      >
        {copy.reset}
      </Button>
      <Button variant="link" onClick={onStartOver} className="text-sm">
        {copy.startOver}
      </Button>
    </form>
  );
}
