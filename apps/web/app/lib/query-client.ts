import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./http";

/**
 * A signed-in candidate's answers that the server wrote into the page (`data-person`, decision
 * 133) describe the person before any change this tab makes: once the app writes anything (saves
 * a job, applies), the refetch that follows must ask the API, not take the page's older answer.
 */
export function forgetPersonsAnswers(): void {
  if (typeof document === "undefined") return;
  for (const element of document.querySelectorAll('script[type="application/json"][data-person]'))
    element.remove();
}

/** One client per browser tab (and a fresh one per prerendered page). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onMutate: forgetPersonsAnswers }),
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
