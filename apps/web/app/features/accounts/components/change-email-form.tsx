import { changeEmailCopy as copy } from "@site/content/accounts/profile";
import {
  type EmailChangeConfirmation,
  type EmailChangeRequest,
  emailChangeConfirmation,
  emailChangeRequest,
} from "@site/contract/api/accounts";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { AlertMessage } from "#web/components/alert-message";
import { Button } from "#web/components/button";
import type { TypedValues } from "#web/components/form-on-first-use";
import { TextField } from "#web/components/text-field";
import { contractResolver } from "#web/lib/contract-resolver";
import { describeError, showFieldErrors } from "#web/lib/describe-error";
import { fieldBinder } from "#web/lib/field-binder";
import { ApiError } from "#web/lib/http";
import { toast } from "#web/lib/toast";
import { useConfirmEmailChange, useRequestEmailChange } from "../api/change-email";
import { PasswordField } from "./password-field";

/**
 * Changing the account's e-mail address in two steps (docs/decisions/044-change-email-and-delete-
 * account.md): the new address and the current password send a code to that address; the code
 * makes the change. Every refusal shows at the field it is about. Loaded at the section's first
 * use (change-email-section.tsx), starting with what was `typed` in its plain form.
 */
export function ChangeEmailForm({ typed }: { typed: TypedValues }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ask = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const request = useForm<EmailChangeRequest, unknown, EmailChangeRequest>({
    resolver: contractResolver(emailChangeRequest),
    defaultValues: { newEmail: typed.newEmail ?? "", password: typed.password ?? "" },
  });
  const code = useForm<EmailChangeConfirmation, unknown, EmailChangeConfirmation>({
    resolver: contractResolver(emailChangeConfirmation),
    defaultValues: { code: "" },
  });

  // The code field appears once the code is sent: the keyboard goes straight to it.
  const { setFocus } = code;
  useEffect(() => {
    if (sentTo !== null) setFocus("code");
  }, [sentTo, setFocus]);

  const onRequest = request.handleSubmit((values) => {
    setNotice(null);
    ask.mutate(values, {
      onSuccess: ({ message }) => {
        setSentTo(values.newEmail);
        setNotice(message);
        request.resetField("password");
        code.reset();
      },
      onError: (error) => {
        if (!showFieldErrors(error, ["newEmail", "password"], request.setError))
          request.setError(
            "newEmail",
            { type: "server", message: describeError(error) },
            { shouldFocus: true },
          );
      },
    });
  });

  const onConfirm = code.handleSubmit((values) => {
    confirm.mutate(values, {
      onSuccess: ({ message }) => {
        setSentTo(null);
        setNotice(message);
        toast.success(message);
        request.reset();
        code.reset();
      },
      onError: (error) => {
        // The address turned out to be another account's: that belongs to the first step's field.
        if (error instanceof ApiError && error.fields.newEmail) {
          setSentTo(null);
          setNotice(null);
          request.setError(
            "newEmail",
            { type: "server", message: error.fields.newEmail },
            { shouldFocus: true },
          );
          return;
        }
        code.setError("code", { type: "server", message: describeError(error) }, { shouldFocus: true });
      },
    });
  });

  const requestField = fieldBinder(request.register, request.formState.errors);
  const codeField = fieldBinder(code.register, code.formState.errors);

  return (
    <>
      <div aria-live="polite">
        <AlertMessage tone="success" announce={false} className="mt-3">
          {notice}
        </AlertMessage>
      </div>
      {sentTo === null ? (
        <form noValidate onSubmit={onRequest} className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField label={copy.newEmail} type="email" autoComplete="email" {...requestField("newEmail")} />
          <PasswordField label={copy.password} purpose="current" {...requestField("password")} />
          <div className="sm:col-span-2">
            <Button type="submit" busy={ask.isPending} busyLabel={copy.sending}>
              {copy.send}
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={onConfirm} className="mt-4 grid gap-4">
          <TextField
            label={copy.code}
            hint={copy.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...codeField("code")}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={confirm.isPending} busyLabel={copy.confirming}>
              {copy.confirm}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setSentTo(null);
                setNotice(null);
              }}
            >
              {copy.startOver}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
