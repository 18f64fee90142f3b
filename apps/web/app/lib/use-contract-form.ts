import { type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import type { z } from "zod";
import { contractResolver } from "./contract-resolver";
import { fieldBinder } from "./field-binder";

/**
 * react-hook-form's form checked by a contract schema (contractResolver), with its field binder:
 * `field(name)` is what a TextField, SelectField or TextAreaField spreads (fieldBinder).
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
) {
  const form = useForm<Input, unknown, Output>({ resolver: contractResolver(schema), ...options });
  return { ...form, field: fieldBinder(form.register, form.formState.errors) };
}
