import { verificationModalCopy as copy, fieldLabels } from "@site/content/auth";
import { messages } from "@site/contract/messages";
import { type FormEvent, type RefObject, useRef, useState } from "react";
import { Button } from "../../../components/button";
import { Modal } from "../../../components/modal";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/describe-error";
import { useVerifyRegistration } from "../api/verify-registration";
import { registrationToasts } from "../notify";

interface VerificationModalProps {
  open: boolean;
  /** The remembered registered e-mail (or the one of the e-mailed link). */
  email: string;
  /** The code, when the e-mailed link carried it. */
  token: string;
  onClose: () => void;
  onVerified: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Why the modal opened, when not the usual "Enter the code we emailed to you." (e.g. at log-in). */
  description?: string;
}

/** The "Email Verification" modal of /request-registration, and of /login for an unverified account. */
export function VerificationModal({
  open,
  email,
  token,
  onClose,
  onVerified,
  returnFocusRef,
  description = copy.description,
}: VerificationModalProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      title={copy.title}
      description={description}
      onClose={onClose}
      // With the e-mail known (and read-only) the code is what the user types first.
      initialFocusRef={email ? tokenRef : emailRef}
      returnFocusRef={returnFocusRef}
    >
      <VerificationForm
        initialEmail={email}
        initialToken={token}
        emailRef={emailRef}
        tokenRef={tokenRef}
        onCancel={onClose}
        onVerified={onVerified}
      />
    </Modal>
  );
}

interface VerificationFormProps {
  initialEmail: string;
  initialToken: string;
  emailRef: RefObject<HTMLInputElement | null>;
  tokenRef: RefObject<HTMLInputElement | null>;
  onCancel: () => void;
  onVerified: () => void;
}

function VerificationForm({
  initialEmail,
  initialToken,
  emailRef,
  tokenRef,
  onCancel,
  onVerified,
}: VerificationFormProps) {
  const verify = useVerifyRegistration();
  const [email, setEmail] = useState(initialEmail);
  const [token, setToken] = useState(initialToken);
  // Read-only when pre-filled (spec); editable only when no e-mail is remembered on this device.
  const emailReadOnly = initialEmail !== "";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { email: email.trim(), token: token.trim() };
    if (input.email === "" || input.token === "") {
      registrationToasts.error(messages.emailAndTokenRequired);
      (input.email === "" ? emailRef : tokenRef).current?.focus();
      return;
    }
    verify.mutate(input, {
      onSuccess: () => {
        registrationToasts.success(messages.verificationSuccessful);
        onVerified();
      },
      onError: (error) => registrationToasts.error(describeError(error, messages.verificationFailed)),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        ref={emailRef}
        label={fieldLabels.email}
        type="email"
        name="email"
        autoComplete="email"
        readOnly={emailReadOnly}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        ref={tokenRef}
        label={fieldLabels.token}
        name="token"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={token}
        onChange={(event) => setToken(event.target.value)}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {copy.cancel}
        </Button>
        <Button type="submit" busy={verify.isPending} busyLabel={copy.verifyBusy}>
          {copy.verify}
        </Button>
      </div>
    </form>
  );
}
