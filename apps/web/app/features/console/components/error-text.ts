import { messages } from "@site/contract/messages";
import { ApiError } from "../../../lib/api-client";

/** What to tell the user about a failed call: the server's message, else a generic one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.networkError;
}

/** The server's message about one field ("job_post.jobTitle: ..." or "jobTitle is required."), if any. */
export function fieldOfMessage(message: string, fields: readonly string[]): string | undefined {
  return fields.find((field) => message.includes(field));
}
