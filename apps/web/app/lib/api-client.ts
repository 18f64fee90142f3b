/** Where the API lives; the same origin unless the build is configured otherwise. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? "";

const fallbackMessage = "Request failed";

/** A non-OK answer of the API, carrying the server's message and the HTTP status. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    /** The answer's own `message`, when it had one (`message` falls back to "Request failed"). */
    readonly serverMessage: string | undefined = undefined,
    /** The raw answer body, when it was not JSON (an HTML error page of a proxy, say); else "". */
    readonly nonJsonBody: string = "",
  ) {
    super(message);
  }
}

/** Anything with zod's `parse`, so callers can validate with a contract schema. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === "object" && body !== null && "message" in body) {
    const { message } = body as { message: unknown };
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return undefined;
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

/**
 * POSTs `body` as JSON to `${API_BASE}${path}` and returns the parsed answer (validated by
 * `schema` when given). A non-OK answer throws an ApiError with the server's `message`, else
 * "Request failed"; a network failure throws what fetch threw. It never shows UI.
 */
export async function post(path: string, body: unknown): Promise<unknown>;
export async function post<T>(path: string, body: unknown, schema: ResponseSchema<T>): Promise<T>;
export async function post<T>(path: string, body: unknown, schema?: ResponseSchema<T>): Promise<T | unknown> {
  const response = await fetch(`${API_BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  const { data, nonJson } = await readBody(response);
  if (!response.ok) {
    const serverMessage = messageOf(data);
    throw new ApiError(serverMessage ?? fallbackMessage, response.status, serverMessage, nonJson);
  }
  return schema ? schema.parse(data) : data;
}
