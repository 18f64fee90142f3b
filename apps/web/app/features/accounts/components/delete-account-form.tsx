import { deleteAccountCopy as copy } from "@site/content/accounts/profile";
import { accountDeletion } from "@site/contract/api/accounts";
import { useNavigate } from "react-router";
import { Button } from "#web/components/button";
import type { TypedValues } from "#web/components/form-on-first-use";
import { TextField } from "#web/components/text-field";
import { describeError, showFieldErrors } from "#web/lib/describe-error";
import { paths } from "#web/lib/paths";
import { toast } from "#web/lib/toast";
import { useContractForm } from "#web/lib/use-contract-form";
import { useDeleteAccount } from "../api/delete-account";
import { PasswordField } from "./password-field";

/**
 * Deleting the account, with the current password and the word DELETE typed as confirmation
 * (docs/decisions/044-change-email-and-delete-account.md). Once deleted, the browser signs out and
 * goes to the home page with the server's message. Loaded at the section's first use
 * (delete-account-section.tsx), starting with what was `typed` in its plain form.
 */
export function DeleteAccountForm({ typed }: { typed: TypedValues }) {
  const navigate = useNavigate();
  const remove = useDeleteAccount(({ message }) => {
    toast.success(message);
    return navigate(paths.home, { replace: true });
  });
  const { handleSubmit, setError, field } = useContractForm(accountDeletion, {
    defaultValues: { password: typed.password ?? "", confirmation: typed.confirmation ?? "" },
  });

  const onSubmit = handleSubmit((values) => {
    remove.mutate(values, {
      onError: (error) => {
        if (!showFieldErrors(error, ["password", "confirmation"], setError))
          setError("password", { type: "server", message: describeError(error) }, { shouldFocus: true });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <PasswordField label={copy.password} purpose="current" {...field("password")} />
      <TextField label={copy.confirmation} autoComplete="off" spellCheck={false} {...field("confirmation")} />
      <div className="sm:col-span-2">
        <Button type="submit" busy={remove.isPending} busyLabel={copy.submitting}>
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
