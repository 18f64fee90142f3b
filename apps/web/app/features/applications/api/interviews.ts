import {
  applicationInterview,
  cancelInterview,
  interviewInvitation,
  offerInterview,
  pickInterviewSlot,
} from "@site/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { type CallAnswer, type CallInput, call } from "#web/lib/api-client";
import { useCallQuery } from "#web/lib/call-query";

export type InterviewInvitation = CallAnswer<typeof interviewInvitation>;
export interface InterviewLink {
  interviewId: string;
  token: string;
}

const key = (applicationId: string) => ["console", "interview", applicationId] as const;

/** POST /api/application_interview: the application's latest offer or booking. */
export function useApplicationInterview(applicationId: string) {
  return useCallQuery(applicationInterview, { applicationId }, key(applicationId));
}

/** After an offer or a cancellation: the panel and the pipeline's interview column reload. */
function useInterviewWrite<Input extends { applicationId: string }, Answer>(
  write: (input: Input) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (_answer, input) => {
      await queryClient.invalidateQueries({ queryKey: key(input.applicationId) });
      await queryClient.invalidateQueries({ queryKey: consoleKeys.jobs });
    },
  });
}

/** POST /api/offer_interview: one idempotency key per submission, as the client sends for idempotent calls. */
export const useOfferInterview = () =>
  useInterviewWrite((input: CallInput<typeof offerInterview> & { applicationId: string }) =>
    call(offerInterview, input),
  );

/** POST /api/cancel_interview. */
export const useCancelInterview = () =>
  useInterviewWrite((input: CallInput<typeof cancelInterview> & { applicationId: string }) =>
    call(cancelInterview, input),
  );

/** POST /api/interview_invitation: the offered times, for the holder of the link. */
export function useInterviewInvitation(link: InterviewLink | null) {
  return useCallQuery(
    interviewInvitation,
    link ?? { interviewId: "", token: "" },
    ["interview-invitation", link?.interviewId, link?.token],
    {
      enabled: link !== null,
    },
  );
}

/** POST /api/pick_interview_slot: the first pick wins; the page reloads to show the booking. */
export function usePickInterviewSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewLink & { start: string }) => call(pickInterviewSlot, input),
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: ["interview-invitation", input.interviewId] }),
  });
}
