import { QueryClient } from "@tanstack/react-query";

/** One client per browser tab (and a fresh one per prerendered page). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
