import { messages } from "@site/contract/messages";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./http";

const MAX_SHOWN_BODY = 200;

/**
 * What to tell a person about a failed call (docs/product/requirements.md §8): for a refused
 * body, the first invalid field's message ("Job title is required."); else the server's
 * message; for an answer that is not JSON, "Unexpected response: …"; for a request that got no
 * answer, "An error occurred. Please try again later."; otherwise the screen's `fallback`.
 */
export function describeError(error: unknown, fallback: string = messages.requestFailed): string {
  if (error instanceof ApiError) {
    const firstField = Object.values(error.fields)[0];
    if (firstField) return firstField;
    if (error.serverMessage) return error.serverMessage;
    const body = error.nonJsonBody.trim();
    if (body !== "")
      return `Unexpected response: ${body.length > MAX_SHOWN_BODY ? `${body.slice(0, MAX_SHOWN_BODY)}…` : body}`;
    return fallback;
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return messages.networkError;
  return fallback;
}

/**
 * Puts the server's field errors (`fields` of a validation answer, keyed by the body's path, e.g.
 * "job_post.jobTitle") at the form's fields, focusing the first; `prefix` is the form's place in
 * the body. Answers whether any field was set, so the caller shows the message otherwise.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
  prefix = "",
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const name of names) {
    const message = error.fields[`${prefix}${name}`];
    if (!message) continue;
    setError(name, { type: "server", message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
