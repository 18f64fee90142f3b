import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./http";

/** One client per browser tab (and a fresh one per prerendered page). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Once, but not a refusal in words (400: an unknown place in the job search), which asking
        // again would not change (docs/decisions/103-seniority-and-radius.md).
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 400),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
