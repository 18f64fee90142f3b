import { messages } from "@site/contract/messages";
import { ApiError } from "../../lib/api-client";

const MAX_SHOWN_BODY = 200;

/**
 * What to tell the user when an account call fails (docs/product/requirements.md §8): the server's message;
 * for an answer that is not JSON, "Unexpected response: …"; for a network failure, "An error
 * occurred. Please try again later."; otherwise the screen's fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    const body = error.nonJsonBody.trim();
    if (body !== "") {
      const shown = body.length > MAX_SHOWN_BODY ? `${body.slice(0, MAX_SHOWN_BODY)}…` : body;
      return `Unexpected response: ${shown}`;
    }
    return fallback;
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return messages.networkError;
  return fallback;
}
