import type { ComponentProps } from "react";
import { TextField } from "#web/components/text-field";

/**
 * The account screens' password input: hidden characters, and the autofill a password manager needs —
 * `purpose="new"` offers to generate and save one, `purpose="current"` fills the saved one.
 */
export function PasswordField({
  purpose,
  ...props
}: Omit<ComponentProps<typeof TextField>, "type" | "autoComplete"> & { purpose: "new" | "current" }) {
  return <TextField type="password" autoComplete={`${purpose}-password`} {...props} />;
}
