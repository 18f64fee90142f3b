import { fieldLabels } from "@site/content/accounts/auth";
import type { ComponentProps } from "react";
import { TextField } from "#web/components/text-field";

/** The account screens' e-mail input: labelled "Email", with the e-mail keyboard and autofill. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, "label" | "type" | "autoComplete">) {
  return <TextField label={fieldLabels.email} type="email" autoComplete="email" {...props} />;
}

/**
 * The input for the e-mailed code (the registration's verification, the password reset): the number
 * keyboard, and the one-time-code autofill that offers the code from the mail. In this file, beside
 * the e-mail it was sent to, because a module of its own would be one more script for /login.
 */
export function CodeField(
  props: Omit<ComponentProps<typeof TextField>, "label" | "inputMode" | "autoComplete">,
) {
  return <TextField label={fieldLabels.token} inputMode="numeric" autoComplete="one-time-code" {...props} />;
}
