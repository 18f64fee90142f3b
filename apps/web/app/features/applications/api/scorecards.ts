import { applicationScorecards, submitScorecard } from "@site/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CallAnswer, type CallInput, call } from "#web/lib/api-client";
import { useCallQuery } from "#web/lib/call-query";

export type Scorecards = CallAnswer<typeof applicationScorecards>;
const key = (applicationId: string) => ["console", "scorecards", applicationId] as const;

/** POST /api/application_scorecards: mine, and the others' once mine is in. */
export function useScorecards(applicationId: string) {
  return useCallQuery(applicationScorecards, { applicationId }, key(applicationId));
}

/** POST /api/submit_scorecard: the list reloads, now with the others' scorecards. */
export function useSubmitScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof submitScorecard> & { applicationId: string }) =>
      call(submitScorecard, input),
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: key(input.applicationId) }),
  });
}
