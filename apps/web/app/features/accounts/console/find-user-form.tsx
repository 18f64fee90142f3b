import { usersCopy } from "@site/content/accounts/users";
import type { UserDetails } from "@site/contract/api/accounts";
import { emailField } from "@site/contract/fields";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "#web/components/button";
import { TextField } from "#web/components/text-field";
import { contractResolver } from "#web/lib/contract-resolver";
import { describeError } from "#web/lib/describe-error";
import { useSelectUser } from "../api/select-user";

// The contract's own rule for the address selectUser takes.
const schema = z.object({ inputEmail: emailField });

/** Looks one account up by its exact e-mail (selectUser); an unknown one gets the server's message. */
export function FindUserForm({ onFound }: { onFound: (user: UserDetails) => void }) {
  const selectUser = useSelectUser();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: contractResolver(schema), defaultValues: { inputEmail: "" } });

  const onSubmit = handleSubmit(({ inputEmail }) => selectUser.mutate(inputEmail, { onSuccess: onFound }));
  const error =
    errors.inputEmail?.message ?? (selectUser.error ? describeError(selectUser.error) : undefined);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={usersCopy.findHeading}
      className="flex flex-wrap items-start gap-3"
    >
      <TextField
        label={usersCopy.findLabel}
        type="email"
        {...register("inputEmail", { onChange: () => selectUser.error && selectUser.reset() })}
        error={error}
        className="min-w-64 flex-1"
      />
      <Button type="submit" variant="secondary" busy={selectUser.isPending} className="mt-6">
        {usersCopy.findSubmit}
      </Button>
    </form>
  );
}
