import type { FormEventHandler, ReactNode } from "react";
import {
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { closeWhenIdle } from "../lib/close-when-idle";
import { describeError } from "../lib/describe-error";
import { toast } from "../lib/toast";
import { AlertMessage } from "./alert-message";
import { DialogActions, type DialogActionsProps } from "./dialog-actions";
import { Modal } from "./modal";

interface FormDialogProps
  extends Pick<DialogActionsProps, "cancelLabel" | "confirmLabel" | "busyLabel" | "busy"> {
  open: boolean;
  title: string;
  description?: string;
  /** Cancel and Escape; the caller keeps the dialog open while the action runs (closeWhenIdle). */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last attempt failed, above the fields; null when it did not. */
  error: string | null;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A modal form (invite a user, reset a password): the fields, the failure of the last attempt
 * above them, Cancel and submit below, on the shared Modal.
 */
export function FormDialog({
  open,
  title,
  description,
  onClose,
  onSubmit,
  error,
  children,
  ...actions
}: FormDialogProps) {
  return (
    <Modal open={open} title={title} description={description} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AlertMessage>{error}</AlertMessage>
        {children}
        <DialogActions {...actions} onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** The mutation a form dialog runs, as far as the dialog needs it. */
interface DialogMutation {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * The form of a FormDialog that runs `mutation`: react-hook-form's form, plus `close` (closeWhenIdle,
 * the form reset), `closeWithMessage` for a success (the server's message as a toast, then close),
 * `refuseAt` for a refusal that belongs to one field (said there, focused, not again above the
 * fields), and `dialogProps` (the failure above the fields, busy while the mutation runs).
 */
export function useFormDialog<Values extends FieldValues, Output = Values>(
  mutation: DialogMutation,
  onClose: () => void,
  options: UseFormProps<Values, unknown, Output>,
) {
  const form: UseFormReturn<Values, unknown, Output> = useForm(options);
  const close = closeWhenIdle(mutation, onClose, form.reset);
  return {
    ...form,
    close,
    closeWithMessage: ({ message }: { message: string }) => {
      toast.success(message);
      close();
    },
    refuseAt: (field: FieldPath<Values>, error: unknown) => {
      form.setError(field, { type: "server", message: describeError(error) }, { shouldFocus: true });
      mutation.reset();
    },
    dialogProps: {
      onClose: close,
      error: mutation.error ? describeError(mutation.error) : null,
      busy: mutation.isPending,
    },
  };
}
