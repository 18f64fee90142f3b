import { zodResolver } from "@hookform/resolvers/zod";
import { fieldMessage } from "@site/contract/field-labels";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** Rewords each message of a resolved form in words a person reads, by the field's path. */
function relabel(errors: object, path: string[]): void {
  for (const [name, error] of Object.entries(errors) as [string, unknown][]) {
    if (typeof error !== "object" || error === null) continue;
    const { message } = error as { message?: unknown };
    if (typeof message === "string")
      (error as { message: string }).message = fieldMessage([...path, name], message);
    else relabel(error, [...path, name]);
  }
}

/**
 * react-hook-form's resolver for a contract schema: the form checks exactly what the server
 * checks, and shows each field's message as the server's `fields` would word it
 * ("Job title is required.", docs/decisions/022-error-codes-and-fields.md).
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    relabel(result.errors, []);
    return result;
  };
}
