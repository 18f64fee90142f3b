import { usersCopy } from "@site/content/accounts/users";
import { consoleCopy, roleLabels } from "@site/content/console";
import { inviteInput, roles } from "@site/contract/api/accounts";
import { useForm } from "react-hook-form";
import { FormDialog } from "#web/components/form-dialog";
import { SelectField } from "#web/components/select-field";
import { TextField } from "#web/components/text-field";
import { ApiError } from "#web/lib/api-client";
import { closeWhenIdle } from "#web/lib/close-when-idle";
import { contractResolver } from "#web/lib/contract-resolver";
import { describeError, showFieldErrors } from "#web/lib/describe-error";
import { toast } from "#web/lib/toast";
import { useInviteUser } from "../api/invite-user";

const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));
const fieldNames = ["inputEmail", "firstName", "lastName", "role"] as const;
const emptyInvite = { inputEmail: "", firstName: "", lastName: "", role: "" as (typeof roles)[number] };

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: contractResolver(inviteInput), defaultValues: emptyInvite });
  const close = closeWhenIdle(invite, onClose, reset);
  const onSubmit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        close();
      },
      onError: (error) => {
        // A conflict is always the address: it has an account, or an open invitation already.
        if (error instanceof ApiError && error.code === "conflict") {
          setError("inputEmail", { type: "server", message: describeError(error) }, { shouldFocus: true });
          invite.reset();
        } else if (showFieldErrors(error, fieldNames, setError)) invite.reset();
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      title={usersCopy.inviteTitle}
      description={usersCopy.inviteDescription}
      onClose={close}
      onSubmit={onSubmit}
      error={invite.error ? describeError(invite.error) : null}
      busy={invite.isPending}
      cancelLabel={consoleCopy.cancel}
      submitLabel={usersCopy.inviteSubmit}
      busyLabel={usersCopy.inviteBusy}
    >
      <TextField
        label={usersCopy.emailLabel}
        type="email"
        autoComplete="off"
        required
        error={errors.inputEmail?.message}
        {...register("inputEmail")}
      />
      <TextField
        label={usersCopy.firstNameLabel}
        autoComplete="off"
        required
        error={errors.firstName?.message}
        {...register("firstName")}
      />
      <TextField
        label={usersCopy.lastNameLabel}
        autoComplete="off"
        required
        error={errors.lastName?.message}
        {...register("lastName")}
      />
      <SelectField
        label={usersCopy.roleFieldLabel}
        options={roleOptions}
        emptyLabel={usersCopy.chooseRole}
        required
        error={errors.role?.message}
        {...register("role")}
      />
    </FormDialog>
  );
}
