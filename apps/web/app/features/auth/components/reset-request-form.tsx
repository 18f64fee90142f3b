import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordCopy as copy, fieldLabels } from "@site/content/auth";
import { emailField } from "@site/contract/fields";
import { messages } from "@site/contract/messages";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/describe-error";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { reportFirstError } from "../form-errors";
import { loginToasts } from "../notify";

const schema = z.object({ inputEmail: emailField });
const validationOrder = ["inputEmail"] as const;

/** Step 1 of /request-reset-pw: only the e-mail; the server e-mails a code. */
export function ResetRequestForm({ onRequested }: { onRequested: (email: string) => void }) {
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { inputEmail: "" },
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(
    ({ inputEmail }) =>
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
      <Button type="submit" busy={requestReset.isPending} busyLabel={copy.sendCodeBusy} className="w-full">
        {copy.sendCode}
      </Button>
    </form>
  );
}
