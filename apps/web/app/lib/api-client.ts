import { type Access, type Endpoint, needsSession } from "@site/contract/endpoint";
import type { z } from "zod";
import { ApiError, NotSignedInError, send } from "./http";
import { getAccessToken } from "./session-store";

export { API_BASE, ApiError, NotSignedInError } from "./http";

type Omitted<T, Key> = T extends object ? Omit<T, Extract<Key, keyof T>> : T;
type HasKeys<T> = [keyof T] extends [never] ? false : true;

/** What the caller passes: the body (less the session token the endpoint declares, which `call` attaches) or the query. */
export type CallInput<E> =
  E extends Endpoint<infer Body, infer Query, z.ZodType, Access, infer Token>
    ? Body extends z.ZodType
      ? Omitted<z.input<Body>, Token>
      : Query extends z.ZodType
        ? z.input<Query>
        : Record<string, never>
    : never;

/** What the endpoint answers, as its response schema parses it. */
export type CallAnswer<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

type CallArgs<E> = HasKeys<CallInput<E>> extends true ? [input: CallInput<E>] : [input?: CallInput<E>];

/**
 * The body with the stored session token in the field the endpoint declares for it (docs/decisions/
 * 028-permissions-on-the-endpoint.md). Without a stored token, an endpoint whose access needs a
 * session is refused here, as the server would; one open to visitors goes without.
 */
function withToken(endpoint: Endpoint, input: object): object {
  if (!endpoint.token) return input;
  const token = getAccessToken();
  if (token !== null) return { ...input, [endpoint.token]: token };
  if (needsSession(endpoint.access)) throw new NotSignedInError();
  return input;
}

/**
 * Calls one endpoint of the contract: sends `input` as the JSON body (an endpoint without a body
 * takes it as its query), with the stored session token attached where the endpoint declares one,
 * and answers the response parsed by the endpoint's schema. A non-OK answer throws an ApiError;
 * a network failure throws what fetch threw. It never shows UI.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<CallAnswer<E>> {
  const given: object = input ?? {};
  const query =
    endpoint.body || !endpoint.query ? "" : `?${new URLSearchParams(given as Record<string, string>)}`;
  const body = endpoint.method === "GET" ? undefined : endpoint.body ? withToken(endpoint, given) : {};
  const path = `${endpoint.path}${query}`;
  const answer = endpoint.idempotent
    ? await sendOnce(endpoint.method, path, body)
    : await send(endpoint.method, path, body);
  return endpoint.response.parse(answer) as CallAnswer<E>;
}

/** Waits before each retry of a write whose answer was lost; none after the last. */
const RETRY_DELAYS_MS = [300, 1000];
/** A proxy's answers when the instance behind it died or was away: the write may have happened. */
const LOST_ANSWER_STATUSES = [502, 503, 504];

/**
 * Sends a write that creates something (an endpoint declared `idempotent`) with one
 * Idempotency-Key for this call, i.e. for one form submission, and retries it with the same key
 * when the answer was lost (a dropped connection, or a proxy's 502/503/504): the server answers a
 * repeat with the first answer instead of writing twice (docs/decisions/061-idempotency-keys.md).
 */
async function sendOnce(method: string, path: string, body: object | undefined): Promise<unknown> {
  const headers = { "idempotency-key": crypto.randomUUID() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(method, path, body, headers);
    } catch (error) {
      const lost = !(error instanceof ApiError) || LOST_ANSWER_STATUSES.includes(error.status);
      const delay = RETRY_DELAYS_MS[attempt];
      if (!lost || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
