import { type ChatVote, chatFeedback } from "@site/contract/api/assistant";
import { useMutation } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";

/** POST /api/chat/feedback: thumbs up or down on one answer (the last vote counts). */
export function useRateAnswer() {
  return useMutation({
    mutationFn: (input: { answerId: string; vote: ChatVote }) => call(chatFeedback, input),
    retry: false,
  });
}
