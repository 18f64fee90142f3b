import { usersCopy } from "@site/content/accounts/users";
import { roleLabels, statusLabels } from "@site/content/console";
import { roles, statuses } from "@site/contract/api/accounts";
import { type FormEvent, useState } from "react";
import { Button } from "#web/components/button";
import { SelectField } from "#web/components/select-field";
import { TextField } from "#web/components/text-field";
import type { UserFilter } from "#web/layouts/console/console-keys";

type Filter = Omit<UserFilter, "page">;
export const noFilter: Filter = { email: "", role: "", status: "" };

const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));
const statusOptions = statuses.map((status) => ({ value: status, label: statusLabels[status] }));
/** The filters chosen from a list, each with its "any" choice first. */
const choiceFilters = [
  { key: "role", label: usersCopy.roleLabel, options: roleOptions, anyLabel: usersCopy.anyRole },
  { key: "status", label: usersCopy.statusLabel, options: statusOptions, anyLabel: usersCopy.anyStatus },
] as const;

/** Search by e-mail, filter by role and status; applying starts again at page 1. */
export function UserFilters({ onApply }: { onApply: (filter: Filter) => void }) {
  const [draft, setDraft] = useState<Filter>(noFilter);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <TextField
        label={usersCopy.searchLabel}
        type="search"
        // The contract's limit: a longer text could never match an address.
        maxLength={254}
        value={draft.email}
        onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        className="min-w-56 flex-1"
      />
      {choiceFilters.map(({ key, label, options, anyLabel }) => (
        <SelectField
          key={key}
          label={label}
          options={options}
          emptyLabel={anyLabel}
          value={draft[key]}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value as Filter[typeof key] })}
        />
      ))}
      <Button type="submit">{usersCopy.applyFilters}</Button>
      <Button
        variant="secondary"
        onClick={() => {
          setDraft(noFilter);
          onApply(noFilter);
        }}
      >
        {usersCopy.clearFilters}
      </Button>
    </form>
  );
}
