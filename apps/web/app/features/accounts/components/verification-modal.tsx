import { verificationModalCopy as copy } from "@site/content/accounts/auth";
import { verifyRegister } from "@site/contract/api/accounts";
import { messages } from "@site/contract/messages";
import { type RefObject, useRef } from "react";
import { z } from "zod";
import { DialogActions } from "#web/components/dialog-actions";
import { Modal } from "#web/components/modal";
import { describeError } from "#web/lib/describe-error";
import { withRef } from "#web/lib/field-binder";
import { useVerifyRegistration } from "../api/verify-registration";
import { useAuthForm } from "../hooks/use-auth-form";
import { registrationToasts } from "../notify";
import { CodeField, EmailField } from "./email-field";

// The contract's verify-register body, with the spec's one message when the e-mail is empty too
// (docs/product/requirements.md §5: "Both email and token are required.").
const schema = (() => {
  const body = verifyRegister.body;
  if (!body) throw new Error("The verify-register endpoint declares its body schema");
  return body.extend({
    email: z.string().trim().min(1, messages.emailAndTokenRequired).pipe(body.shape.email),
  });
})();
const validationOrder = ["email", "token"] as const;

/** The verify answer: with a session when this verification activated the account (decision 091). */
export type VerifiedAnswer = {
  /** The address that was verified, as typed or pre-filled. */
  email: string;
  accessToken?: string | undefined;
  userName?: string | undefined;
};

interface VerificationModalProps {
  open: boolean;
  /** The remembered registered e-mail (or the one of the e-mailed link). */
  email: string;
  /** The code, when the e-mailed link carried it. */
  token: string;
  onClose: () => void;
  onVerified: (answer: VerifiedAnswer) => void;
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
  onVerified: (answer: VerifiedAnswer) => void;
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
  const { field, submitWith } = useAuthForm({
    schema,
    defaultValues: { email: initialEmail, token: initialToken },
    validationOrder,
    notify: registrationToasts,
  });
  // Read-only when pre-filled (spec); editable only when no e-mail is remembered on this device.
  const emailReadOnly = initialEmail !== "";

  const onSubmit = submitWith((input) =>
    verify.mutate(input, {
      onSuccess: (answer) => {
        registrationToasts.success(messages.verificationSuccessful);
        onVerified({ email: input.email, accessToken: answer.accessToken, userName: answer.userName });
      },
      onError: (error) => registrationToasts.error(describeError(error, messages.verificationFailed)),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {/* The modal focuses one of these on open, so each input is both registered and referenced. */}
      <EmailField readOnly={emailReadOnly} {...withRef(field("email"), emailRef)} />
      <CodeField {...withRef(field("token"), tokenRef)} />
      <DialogActions
        cancelLabel={copy.cancel}
        onCancel={onCancel}
        cancelWhileBusy
        confirmLabel={copy.verify}
        busyLabel={copy.verifyBusy}
        busy={verify.isPending}
      />
    </form>
  );
}
