import { fieldLabels, registrationCopy } from "@site/content/accounts/auth";
import { registrationBody } from "@site/contract/api/accounts";
import { messages } from "@site/contract/messages";
import type { RefObject } from "react";
import type { z } from "zod";
import { TextField } from "#web/components/text-field";
import { describeError } from "#web/lib/describe-error";
import { useRegisterAccount } from "../api/register";
import { useAuthForm } from "../hooks/use-auth-form";
import { registrationToasts } from "../notify";
import { rememberRegisteredEmail } from "../registered-email";
import { AuthSubmitButton } from "./auth-card";
import { EmailField } from "./email-field";
import { PasswordField } from "./password-field";

// The contract's schema, so the form and the server agree; the form never asks for a country.
const schema = registrationBody.omit({ country: true });
type Values = z.input<typeof schema>;

/** Spec section 5: e-mail first, then password, then the other required fields. */
const validationOrder = [
  "email",
  "password",
  "first_name",
  "last_name",
  "phone_no",
  "company",
  "title",
] as const satisfies readonly (keyof Values)[];

const emptyValues: Values = {
  first_name: "",
  last_name: "",
  email: "",
  password: "",
  phone_no: "",
  company: "",
  title: "",
};

interface RegistrationFormProps {
  /** Called with the normalised e-mail once the server accepted the registration. */
  onRegistered: (email: string) => void;
  submitRef?: RefObject<HTMLButtonElement | null>;
}

export function RegistrationForm({ onRegistered, submitRef }: RegistrationFormProps) {
  const registerAccount = useRegisterAccount();
  const { field, submitWith } = useAuthForm({
    schema,
    defaultValues: emptyValues,
    validationOrder,
    notify: registrationToasts,
  });

  const onSubmit = submitWith((values) =>
    registerAccount.mutate(values, {
      onSuccess: () => {
        registrationToasts.success(messages.registrationSuccessful);
        rememberRegisteredEmail(values.email);
        onRegistered(values.email);
      },
      onError: (error) => registrationToasts.error(describeError(error, messages.unexpectedError)),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField label={fieldLabels.firstName} autoComplete="given-name" required {...field("first_name")} />
      <TextField label={fieldLabels.lastName} autoComplete="family-name" required {...field("last_name")} />
      <EmailField required {...field("email")} />
      <PasswordField label={fieldLabels.password} purpose="new" required {...field("password")} />
      <TextField
        label={fieldLabels.phoneNumber}
        type="tel"
        autoComplete="tel"
        required
        {...field("phone_no")}
      />
      <TextField label={fieldLabels.company} autoComplete="organization" required {...field("company")} />
      <TextField
        label={fieldLabels.title}
        autoComplete="organization-title"
        required
        {...field("title")}
        className="sm:col-span-2"
      />
      <AuthSubmitButton
        ref={submitRef}
        copy={registrationCopy}
        busy={registerAccount.isPending}
        className="sm:col-span-2"
      />
    </form>
  );
}
