import type { Endpoint } from "@site/contract/endpoint";
import type { z } from "zod";
import { NotSignedInError, send } from "./http";
import { getAccessToken } from "./session-store";

export { API_BASE, ApiError, NotSignedInError } from "./http";

type TokenKey = "accessToken" | "authToken";
type Omitted<T> = T extends object ? Omit<T, TokenKey> : T;
type HasKeys<T> = [keyof T] extends [never] ? false : true;

/** What the caller passes: the body (without the session token, which `call` attaches) or the query. */
export type CallInput<E> =
  E extends Endpoint<infer Body, infer Query, z.ZodType>
    ? Body extends z.ZodType
      ? Omitted<z.input<Body>>
      : Query extends z.ZodType
        ? z.input<Query>
        : Record<string, never>
    : never;

/** What the endpoint answers, as its response schema parses it. */
export type CallAnswer<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

type CallArgs<E> = HasKeys<CallInput<E>> extends true ? [input: CallInput<E>] : [input?: CallInput<E>];

interface TokenSlot {
  key: TokenKey;
  /** A visitor may call the endpoint without one: its schema accepts `null` for the token. */
  optional: boolean;
}

type Walkable = z.ZodType & {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodType>;
      left?: z.ZodType;
      right?: z.ZodType;
      in?: z.ZodType;
    };
  };
};

/** Where the body schema declares the session token (object, intersection or pipe), if it does. */
function tokenSlotOf(schema: z.ZodType | undefined): TokenSlot | null {
  if (!schema) return null;
  const { def } = (schema as Walkable)._zod;
  if (def.type === "object" && def.shape) {
    for (const key of ["accessToken", "authToken"] as const) {
      const field = def.shape[key];
      if (field) return { key, optional: field.safeParse(null).success };
    }
    return null;
  }
  if (def.type === "intersection") return tokenSlotOf(def.left) ?? tokenSlotOf(def.right);
  if (def.type === "pipe") return tokenSlotOf(def.in);
  return null;
}

const tokenSlots = new WeakMap<object, TokenSlot | null>();
function tokenSlot(endpoint: Endpoint): TokenSlot | null {
  if (!tokenSlots.has(endpoint)) tokenSlots.set(endpoint, tokenSlotOf(endpoint.body));
  return tokenSlots.get(endpoint) ?? null;
}

/** The body with the stored session token where the endpoint declares one (docs/decisions/021-typed-api-client.md). */
function withToken(endpoint: Endpoint, input: object): object {
  const slot = tokenSlot(endpoint);
  if (!slot) return input;
  const token = getAccessToken();
  if (token !== null) return { ...input, [slot.key]: token };
  if (slot.optional) return input;
  throw new NotSignedInError();
}

/**
 * Calls one endpoint of the contract: sends `input` as the JSON body (an endpoint without a body
 * takes it as its query), with the stored session token attached where the body declares one,
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
