import type { UserDetails } from "@site/contract/api/admin";
import { emailField } from "@site/contract/fields";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/describe-error";
import { useSelectUser } from "../api/select-user";
import { usersCopy } from "./users-copy";

/** Looks one account up by its exact e-mail (selectUser); an unknown one gets the server's message. */
export function FindUserForm({ onFound }: { onFound: (user: UserDetails) => void }) {
  const selectUser = useSelectUser();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    selectUser.mutate(parsed.data, { onSuccess: onFound });
  }

  const error = invalid ?? (selectUser.error ? describeError(selectUser.error) : undefined);
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
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (selectUser.error) selectUser.reset();
        }}
        error={error}
        className="min-w-64 flex-1"
      />
      <Button type="submit" variant="secondary" busy={selectUser.isPending} className="mt-6">
        {usersCopy.findSubmit}
      </Button>
    </form>
  );
}
