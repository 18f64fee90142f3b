import { resendModalCopy as copy } from "@site/content/accounts/auth";
import { emailField } from "@site/contract/fields";
import { messages } from "@site/contract/messages";
import { z } from "zod";
import { DialogActions } from "#web/components/dialog-actions";
import { Modal } from "#web/components/modal";
import { describeError } from "#web/lib/describe-error";
import { useResendToken } from "../api/resend-token";
import { useAuthForm } from "../hooks/use-auth-form";
import { registrationToasts } from "../notify";
import { rememberRegisteredEmail } from "../registered-email";
import { EmailField } from "./email-field";

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

// The contract's rule for the address (resend-token's query), with the screen's own message when it is empty.
const schema = z.object({
  email: z.string().trim().min(1, messages.emailRequiredForResend).pipe(emailField),
});

function ResendForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const resend = useResendToken();
  const { field, submitWith } = useAuthForm({
    schema,
    defaultValues: { email: initialEmail },
    validationOrder: ["email"],
    notify: registrationToasts,
  });

  const onSubmit = submitWith(({ email }) =>
    resend.mutate(email, {
      onSuccess: () => {
        registrationToasts.success(messages.tokenResent);
        // The verification modal then starts with the address the new code went to.
        rememberRegisteredEmail(email);
        onDone();
      },
      onError: (error) => registrationToasts.error(describeError(error, messages.resendFailed)),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <EmailField {...field("email")} />
      <DialogActions
        cancelLabel={copy.cancel}
        onCancel={onDone}
        cancelWhileBusy
        confirmLabel={copy.resend}
        busyLabel={copy.resendBusy}
        busy={resend.isPending}
      />
    </form>
  );
}
