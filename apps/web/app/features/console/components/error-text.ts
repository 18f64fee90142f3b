import { messages } from "@site/contract/messages";
import { ApiError } from "../../../lib/api-client";

/** What to tell the user about a failed call: the server's message, else a generic one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.networkError;
}
