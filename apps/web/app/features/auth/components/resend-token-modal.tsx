import { resendModalCopy as copy, fieldLabels } from "@site/content/auth";
import { emailField } from "@site/contract/fields";
import { messages } from "@site/contract/messages";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../../components/button";
import { Modal } from "../../../components/modal";
import { TextField } from "../../../components/text-field";
import { contractResolver } from "../../../lib/contract-resolver";
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

// The contract's rule for the address (resend-token's query), with the screen's own message when it is empty.
const schema = z.object({
  email: z.string().trim().min(1, messages.emailRequiredForResend).pipe(emailField),
});

function ResendForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const resend = useResendToken();
  const { register, handleSubmit } = useForm({
    resolver: contractResolver(schema),
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit(
    ({ email }) =>
      resend.mutate(email, {
        onSuccess: () => {
          registrationToasts.success(messages.tokenResent);
          // The verification modal then starts with the address the new code went to.
          rememberRegisteredEmail(email);
          onDone();
        },
        onError: (error) => registrationToasts.error(describeError(error, messages.resendFailed)),
      }),
    // The field is focused by the form; the message is a toast, as on the other auth screens.
    (errors) => registrationToasts.error(errors.email?.message ?? messages.invalidEmail),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={fieldLabels.email} type="email" autoComplete="email" {...register("email")} />
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
