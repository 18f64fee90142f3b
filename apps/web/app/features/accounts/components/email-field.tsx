import { fieldLabels } from "@site/content/accounts/auth";
import type { ComponentProps } from "react";
import { TextField } from "#web/components/text-field";

/** The account screens' e-mail input: labelled "Email", with the e-mail keyboard and autofill. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, "label" | "type" | "autoComplete">) {
  return <TextField label={fieldLabels.email} type="email" autoComplete="email" {...props} />;
}
