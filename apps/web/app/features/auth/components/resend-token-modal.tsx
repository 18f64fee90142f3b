import { resendModalCopy as copy, fieldLabels } from "@site/content/auth";
import { emailField } from "@site/contract/fields";
import { messages } from "@site/contract/messages";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/button";
import { Modal } from "../../../components/modal";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/describe-error";
import { useResendToken } from "../api/resend-token";
import { registrationToasts } from "../notify";
import { rememberRegisteredEmail } from "../registered-email";

interface ResendTokenModalProps {
  open: boolean;
  /** Pre-filled with the remembered registered e-mail; editable. */
  email: string;
  onClose: () => void;
}

/** The "Resend Token" modal of /request-registration. */
export function ResendTokenModal({ open, email, onClose }: ResendTokenModalProps) {
  return (
    <Modal open={open} title={copy.title} description={copy.description} onClose={onClose}>
      <ResendForm initialEmail={email} onDone={onClose} />
    </Modal>
  );
}

function ResendForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const resend = useResendToken();
  const [email, setEmail] = useState(initialEmail);
  const emailRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fail = (message: string) => {
      registrationToasts.error(message);
      emailRef.current?.focus();
    };
    if (email.trim() === "") return fail(messages.emailRequiredForResend);
    const parsed = emailField.safeParse(email);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? messages.invalidEmail);
    resend.mutate(parsed.data, {
      onSuccess: () => {
        registrationToasts.success(messages.tokenResent);
        // The verification modal then starts with the address the new code went to.
        rememberRegisteredEmail(parsed.data);
        onDone();
      },
      onError: (error) => registrationToasts.error(describeError(error, messages.resendFailed)),
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
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {copy.cancel}
        </Button>
        <Button type="submit" busy={resend.isPending} busyLabel={copy.resendBusy}>
          {copy.resend}
        </Button>
      </div>
    </form>
  );
}
