import type { RefObject } from "react";
import { type FieldErrors, type FieldValues, get, type Path, type UseFormRegister } from "react-hook-form";

/**
 * Binds a form's fields to their inputs: `field(name)` is the input's registration together with
 * its validation message, to spread on a TextField, SelectField or TextAreaField. Call it in render
 * with the errors of that render.
 */
export function fieldBinder<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>) => ({
    error: (get(errors, name) as { message?: string } | undefined)?.message,
    ...register(name),
  });
}

/** A field's binding whose input also fills `ref` (for a dialog that focuses the input itself). */
export function withRef<Binding extends { ref: (element: HTMLInputElement | null) => void }>(
  binding: Binding,
  ref: RefObject<HTMLInputElement | null>,
): Binding {
  return {
    ...binding,
    ref: (element: HTMLInputElement | null) => {
      binding.ref(element);
      ref.current = element;
    },
  };
}
