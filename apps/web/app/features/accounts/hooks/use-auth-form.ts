import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type SubmitHandler,
  type UseFormSetFocus,
} from "react-hook-form";
import type { z } from "zod";
import { useContractForm } from "#web/lib/use-contract-form";
import type { Notifier } from "../notify";

/**
 * Reports the first invalid field in the spec's validation order (not the order on screen):
 * toasts its message and moves focus to it. The other fields keep their inline messages.
 */
function reportFirstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
  setFocus: UseFormSetFocus<T>,
  notify: Notifier,
): void {
  for (const name of order) {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message === "string" && message !== "") {
      notify.error(message);
      setFocus(name);
      return;
    }
  }
}

interface AuthFormOptions<Input extends FieldValues, Output> {
  /** The contract's rules for the form (docs/product/requirements.md §5 messages). */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The spec's validation order: the first invalid field in it is toasted and focused. */
  validationOrder: readonly Path<Input>[];
  /** The screen's toasts (top-right on login, bottom-right on registration). */
  notify: Notifier;
}

/**
 * The account screens' form: react-hook-form checked by the contract's schema, every invalid
 * field showing its message at the field, and the first one in the spec's order also toasted and
 * focused. `submitWith(onValid)` is the form's onSubmit; `field(name)` binds a field (fieldBinder).
 */
export function useAuthForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  validationOrder,
  notify,
}: AuthFormOptions<Input, Output>) {
  const form = useContractForm(schema, { defaultValues, shouldFocusError: false });
  const { handleSubmit, setFocus } = form;
  const submitWith = (onValid: SubmitHandler<Output>) =>
    handleSubmit(onValid, (errors) => reportFirstError(errors, validationOrder, setFocus, notify));
  return { ...form, submitWith };
}
