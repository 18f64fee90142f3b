import type { Endpoint } from "@site/contract/endpoint";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { type CallAnswer, type CallInput, call } from "./api-client";
import { type Role, useSession } from "./session-store";

/**
 * A query of one contract endpoint: `call(endpoint, input)` under `queryKey`, not retried (a
 * refusal shows at once); `options` add the rest (enabled, staleTime, placeholderData…).
 */
export function useCallQuery<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  queryKey: QueryKey,
  options: Omit<UseQueryOptions<CallAnswer<E>>, "queryKey" | "queryFn" | "retry"> = {},
) {
  const send = call as (endpoint: E, input: CallInput<E>) => Promise<CallAnswer<E>>;
  return useQuery({ queryKey, queryFn: () => send(endpoint, input), retry: false, ...options });
}

type OwnList<E> = CallAnswer<E> extends { data: infer Items } ? Items : never;

/**
 * The signed-in user's own list (the contract's `ownList`: saved jobs, job alerts, applications),
 * under the key `keyOf` gives for that user, so another account in the same tab never sees it; idle
 * while signed out, or signed in with another role than `role`. `options` add the rest.
 */
export function useOwnListQuery<E extends Endpoint>(
  endpoint: E,
  keyOf: (user: string | null) => QueryKey,
  {
    role,
    ...options
  }: { role?: Role } & Omit<UseQueryOptions<OwnList<E>>, "queryKey" | "queryFn" | "enabled"> = {},
) {
  const session = useSession();
  const send = call as (endpoint: E) => Promise<{ data: OwnList<E> }>;
  return useQuery({
    queryKey: keyOf(session.email),
    queryFn: async () => (await send(endpoint)).data,
    enabled: session.status === "signedIn" && (role === undefined || session.role === role),
    ...options,
  });
}
