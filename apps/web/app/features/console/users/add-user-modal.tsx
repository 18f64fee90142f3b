import { consoleCopy, roleLabels } from "@site/content/console";
import { usersCopy } from "@site/content/console-users";
import { roles } from "@site/contract/api/admin";
import { emailField, passwordField } from "@site/contract/fields";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "../../../components/button";
import { Modal } from "../../../components/modal";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { contractResolver } from "../../../lib/contract-resolver";
import { describeError } from "../../../lib/describe-error";
import { useAddUser } from "../api/add-user";
import { AlertMessage } from "../components/alert-message";

// The contract's field rules, so the form refuses what the server would.
const schema = z.object({ inputEmail: emailField, password: passwordField, role: z.enum(roles) });
const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

interface AddUserModalProps {
  open: boolean;
  onClose: () => void;
}

/** Adds an active account; the server's refusal (e.g. an existing e-mail) stays in the dialog. */
export function AddUserModal({ open, onClose }: AddUserModalProps) {
  const addUser = useAddUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: contractResolver(schema),
    defaultValues: { inputEmail: "", password: "", role: "candidate" as const },
  });
  const close = () => {
    if (addUser.isPending) return;
    addUser.reset();
    reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) =>
    addUser.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        close();
      },
    }),
  );

  return (
    <Modal open={open} title={usersCopy.addTitle} description={usersCopy.addDescription} onClose={close}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AlertMessage>{addUser.error ? describeError(addUser.error) : null}</AlertMessage>
        <TextField
          label={usersCopy.emailLabel}
          type="email"
          autoComplete="off"
          required
          error={errors.inputEmail?.message}
          {...register("inputEmail")}
        />
        <TextField
          label={usersCopy.passwordLabel}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register("password")}
        />
        <SelectField label={usersCopy.roleFieldLabel} options={roleOptions} {...register("role")} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={addUser.isPending}>
            {consoleCopy.cancel}
          </Button>
          <Button type="submit" busy={addUser.isPending} busyLabel={usersCopy.addBusy}>
            {usersCopy.addSubmit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
