import { type ChatPeriod, type ChatQuestionFilter, exportChatQuestions } from "@site/contract/api/assistant";
import { useMutation } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";

/** POST /api/export_chat_questions: the questions of a filter and period as a CSV file's text. */
export function useExportChatQuestions() {
  return useMutation({
    mutationFn: (input: { filter: ChatQuestionFilter; period: ChatPeriod }) =>
      call(exportChatQuestions, input),
    retry: false,
  });
}
