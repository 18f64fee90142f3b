import type { Endpoint } from "@site/contract/endpoint";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { type CallAnswer, type CallInput, call } from "./api-client";

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
