import { type Access, type Endpoint, needsSession } from "@site/contract/endpoint";
import type { z } from "zod";
import { NotSignedInError, send } from "./http";
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
  const answer = await send(endpoint.method, `${endpoint.path}${query}`, body);
  return endpoint.response.parse(answer) as CallAnswer<E>;
}
