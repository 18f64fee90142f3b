import type { UseMutationResult } from "@tanstack/react-query";
import { closeWhenIdle } from "#web/lib/close-when-idle";
import { describeError } from "#web/lib/describe-error";
import { toast } from "#web/lib/toast";
import { ConfirmDialog } from "./confirm-dialog";

interface ConfirmMutationProps<Answer, Variables> {
  /** The action the dialog confirms. */
  mutation: UseMutationResult<Answer, unknown, Variables>;
  /** What the action is sent; null keeps the dialog closed. */
  variables: Variables | null;
  title: string;
  description?: string;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel?: string;
  /** Closes the dialog (Cancel or Escape); the last attempt's error is cleared first. */
  onClose: () => void;
  /**
   * After the action succeeded (its error already cleared); by default the answer's message is
   * toasted and the dialog closed.
   */
  onDone?: (answer: Answer) => void;
  /** The words for a failure, shown in the dialog; describeError unless given. */
  describe?: (error: unknown) => string;
}

function hasMessage(answer: unknown): answer is { message: string } {
  return (
    typeof answer === "object" &&
    answer !== null &&
    typeof (answer as { message?: unknown }).message === "string"
  );
}

/**
 * ConfirmDialog bound to a mutation: it runs the mutation on Confirm, shows its failure in the
 * dialog, waits while it runs (Cancel and Escape do nothing then) and forgets the failure when
 * closed, so that opening it again starts clean.
 */
export function ConfirmMutation<Answer, Variables>({
  mutation,
  variables,
  onClose,
  onDone = (answer) => {
    if (hasMessage(answer)) toast.success(answer.message);
    onClose();
  },
  describe = describeError,
  ...labels
}: ConfirmMutationProps<Answer, Variables>) {
  const close = closeWhenIdle(mutation, onClose);
  return (
    <ConfirmDialog
      {...labels}
      open={variables !== null}
      error={mutation.error ? describe(mutation.error) : null}
      busy={mutation.isPending}
      onCancel={close}
      onConfirm={() => {
        if (variables === null) return;
        mutation.mutate(variables, {
          onSuccess: (answer) => {
            mutation.reset();
            onDone(answer);
          },
        });
      }}
    />
  );
}
