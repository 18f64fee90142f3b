import { resetPasswordCopy as copy } from "@site/content/accounts/auth";
import { emailField } from "@site/contract/fields";
import { messages } from "@site/contract/messages";
import { z } from "zod";
import { Button } from "#web/components/button";
import { describeError } from "#web/lib/describe-error";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { useAuthForm } from "../hooks/use-auth-form";
import { loginToasts } from "../notify";
import { EmailField } from "./email-field";

const schema = z.object({ inputEmail: emailField });
const validationOrder = ["inputEmail"] as const;

/** Step 1 of /request-reset-pw: only the e-mail; the server e-mails a code. */
export function ResetRequestForm({ onRequested }: { onRequested: (email: string) => void }) {
  const requestReset = useRequestPasswordReset();
  const { field, submitWith } = useAuthForm({
    schema,
    defaultValues: { inputEmail: "" },
    validationOrder,
    notify: loginToasts,
  });

  const onSubmit = submitWith(({ inputEmail }) =>
    requestReset.mutate(
      { inputEmail },
      {
        onSuccess: ({ message }) => {
          loginToasts.success(message);
          onRequested(inputEmail);
        },
        onError: (error) => loginToasts.error(describeError(error, messages.unexpectedError)),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <EmailField required {...field("inputEmail")} />
      <Button type="submit" busy={requestReset.isPending} busyLabel={copy.sendCodeBusy} className="w-full">
        {copy.sendCode}
      </Button>
    </form>
  );
}
