import { usersCopy } from "@site/content/accounts/users";
import { consoleCopy, roleLabels } from "@site/content/console";
import { inviteInput, roles } from "@site/contract/api/accounts";
import { FormDialog, useFormDialog } from "#web/components/form-dialog";
import { SelectField } from "#web/components/select-field";
import { TextField } from "#web/components/text-field";
import { ApiError } from "#web/lib/api-client";
import { contractResolver } from "#web/lib/contract-resolver";
import { showFieldErrors } from "#web/lib/describe-error";
import { fieldBinder } from "#web/lib/field-binder";
import { useInviteUser } from "../api/invite-user";

const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));
const fieldNames = ["inputEmail", "firstName", "lastName", "role"] as const;
const emptyInvite = { inputEmail: "", firstName: "", lastName: "", role: "" as (typeof roles)[number] };
/** The typed fields: the address and the names are someone else's, so the browser offers no autofill. */
const textFields: { name: "inputEmail" | "firstName" | "lastName"; label: string; type?: "email" }[] = [
  { name: "inputEmail", label: usersCopy.emailLabel, type: "email" },
  { name: "firstName", label: usersCopy.firstNameLabel },
  { name: "lastName", label: usersCopy.lastNameLabel },
];

interface InviteUserModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Invites someone by e-mail to an account of a role (docs/decisions/045-invites.md). The admin
 * never types the other person's password: the invitee chooses it from the mailed link. The
 * contract's own schema checks the form; a refusal of the server shows at its field.
 */
export function InviteUserModal({ open, onClose }: InviteUserModalProps) {
  const invite = useInviteUser();
  const form = useFormDialog(invite, onClose, {
    resolver: contractResolver(inviteInput),
    defaultValues: emptyInvite,
  });
  const field = fieldBinder(form.register, form.formState.errors);
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: form.closeWithMessage,
      onError: (error) => {
        // A conflict is always the address: it has an account, or an open invitation already.
        if (error instanceof ApiError && error.code === "conflict") form.refuseAt("inputEmail", error);
        else if (showFieldErrors(error, fieldNames, form.setError)) invite.reset();
      },
    }),
  );

  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={usersCopy.inviteTitle}
      description={usersCopy.inviteDescription}
      onSubmit={onSubmit}
      cancelLabel={consoleCopy.cancel}
      confirmLabel={usersCopy.inviteSubmit}
      busyLabel={usersCopy.inviteBusy}
    >
      {textFields.map(({ name, label, type }) => (
        <TextField key={name} label={label} type={type} autoComplete="off" required {...field(name)} />
      ))}
      <SelectField
        label={usersCopy.roleFieldLabel}
        options={roleOptions}
        emptyLabel={usersCopy.chooseRole}
        required
        {...field("role")}
      />
    </FormDialog>
  );
}
