import { changeEmailCopy as copy } from "@site/content/accounts/profile";
import { Button } from "#web/components/button";
import { CardSection } from "#web/components/card-section";
import { FormOnFirstUse } from "#web/components/form-on-first-use";
import { TextField } from "#web/components/text-field";
import { PasswordField } from "./password-field";

const loadForm = () => import("./change-email-form");

/**
 * The profile's "Change e-mail address" section. Its form and the form library load at its first
 * use (docs/decisions/116-forms-load-on-first-use.md): until then the same fields, without
 * behaviour, keep what is typed into them for the working form (change-email-form.tsx).
 */
export function ChangeEmailSection() {
  return (
    <CardSection heading={copy.heading} intro={copy.intro} className="mt-8">
      <FormOnFirstUse
        load={loadForm}
        plain={
          <>
            <div aria-live="polite" />
            <form noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextField label={copy.newEmail} type="email" autoComplete="email" name="newEmail" />
              <PasswordField label={copy.password} purpose="current" name="password" />
              <div className="sm:col-span-2">
                <Button type="submit">{copy.send}</Button>
              </div>
            </form>
          </>
        }
      >
        {({ ChangeEmailForm }, typed) => <ChangeEmailForm typed={typed} />}
      </FormOnFirstUse>
    </CardSection>
  );
}
