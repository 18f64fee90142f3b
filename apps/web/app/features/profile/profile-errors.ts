import { messages } from "@site/contract/messages";
import { ApiError } from "../../lib/api-client";

/**
 * What to tell the user when a profile call fails (docs/product/requirements.md §8): the server's message, else
 * "Request failed"; a request that got no answer at all says so.
 */
export function profileFailure(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return messages.networkError;
  if (error instanceof Error && error.message !== "") return error.message;
  return messages.requestFailed;
}

/**
 * The field a 400 answer of update_profile names ("updated_data.gender: Gender must be one
 * of: …", as the server words validation failures) and the message without the path.
 */
export function serverFieldError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return null;
  const match = /^updated_data\.(\w+): (.+)$/s.exec(error.serverMessage);
  const field = fields.find((name) => name === match?.[1]);
  return field && match?.[2] ? { field, message: match[2] } : null;
}
