import { type ErrorCode, errorBody, errorCodes } from "@site/contract/error";
import { messages } from "@site/contract/messages";
import { z } from "zod";
import { takeEarlyResponse } from "./early-request";

/** Where the API lives; the same origin unless the build is configured otherwise. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? "";

const fallbackMessage = "Request failed";

/**
 * A non-OK answer of the API: its status, its stable `code`, its `message` (else "Request
 * failed") and, for a validation error, a message a person reads per field.
 */
export class ApiError extends Error {
  override readonly name: string = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | undefined = undefined,
    readonly fields: Readonly<Record<string, string>> = {},
    /** The answer's own `message`, when it had one (`message` falls back to "Request failed"). */
    readonly serverMessage: string | undefined = undefined,
    /** The raw answer body, when it was not JSON (an HTML error page of a proxy, say); else "". */
    readonly nonJsonBody: string = "",
  ) {
    super(message);
  }
}

/**
 * No session token is stored for an endpoint that needs one: nothing was sent, and the error is
 * the server's own answer to a missing token (401 "Access token not found").
 */
export class NotSignedInError extends ApiError {
  override readonly name = "NotSignedInError";
  constructor() {
    super(messages.accessTokenNotFound, 401, "unauthorized", {}, messages.accessTokenNotFound);
  }
}

async function readBody(response: Response): Promise<{ data: unknown; nonJson: string }> {
  const text = await response.text();
  if (text === "") return { data: undefined, nonJson: "" };
  try {
    return { data: JSON.parse(text) as unknown, nonJson: "" };
  } catch {
    return { data: undefined, nonJson: text };
  }
}

// A code or fields this client does not know must not hide the message.
const lenientErrorBody = errorBody.extend({
  code: z.enum(errorCodes).optional().catch(undefined),
  fields: errorBody.shape.fields.catch(undefined),
});

function errorOf(status: number, data: unknown, nonJson: string): ApiError {
  const parsed = lenientErrorBody.safeParse(data);
  const body = parsed.success ? parsed.data : undefined;
  const serverMessage = body?.message.trim() ? body.message : undefined;
  return new ApiError(
    serverMessage ?? fallbackMessage,
    status,
    body?.code,
    body?.fields,
    serverMessage,
    nonJson,
  );
}

/**
 * Sends one JSON request to `${API_BASE}${path}` and answers the parsed JSON body, unchecked.
 * A non-OK answer throws an ApiError; a network failure throws what fetch threw. Screens use
 * `call` (api-client.ts), which types and checks both ends against the contract.
 */
export async function send(
  method: string,
  path: string,
  body: object | undefined,
  headers: Record<string, string> = {},
): Promise<unknown> {
  // Without an early answer, fetch is called at once (no await before it).
  const early = takeEarlyResponse(method, path, body);
  const response =
    (early && (await early.catch(() => undefined))) ??
    (await fetch(`${API_BASE}${path}`, {
      method,
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }));
  const { data, nonJson } = await readBody(response);
  if (!response.ok) throw errorOf(response.status, data, nonJson);
  return data;
}
