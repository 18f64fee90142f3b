import { type FieldErrors, type FieldValues, get, type Path, type UseFormSetFocus } from "react-hook-form";
import type { Notifier } from "./notify";

/**
 * Reports the first invalid field in the spec's validation order (not the order on screen):
 * toasts its message and moves focus to it. The other fields keep their inline messages.
 */
export function reportFirstError<T extends FieldValues>(
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
