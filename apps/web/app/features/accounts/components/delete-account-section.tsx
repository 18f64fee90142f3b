import { deleteAccountCopy as copy } from "@site/content/accounts/profile";
import { Button } from "#web/components/button";
import { CardSection } from "#web/components/card-section";
import { FormOnFirstUse } from "#web/components/form-on-first-use";
import { TextField } from "#web/components/text-field";
import { PasswordField } from "./password-field";

const loadForm = () => import("./delete-account-form");

/**
 * The profile's "Delete account" section. Its form and the form library load at its first use
 * (docs/decisions/116-forms-load-on-first-use.md): until then the same fields, without behaviour,
 * keep what is typed into them for the working form (delete-account-form.tsx).
 */
export function DeleteAccountSection() {
  return (
    <CardSection heading={copy.heading} intro={copy.intro} tone="danger" className="mt-8">
      <FormOnFirstUse
        load={loadForm}
        plain={
          <form noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
            <PasswordField label={copy.password} purpose="current" name="password" />
            <TextField label={copy.confirmation} autoComplete="off" spellCheck={false} name="confirmation" />
            <div className="sm:col-span-2">
              <Button type="submit">{copy.submit}</Button>
            </div>
          </form>
        }
      >
        {({ DeleteAccountForm }, typed) => <DeleteAccountForm typed={typed} />}
      </FormOnFirstUse>
    </CardSection>
  );
}
