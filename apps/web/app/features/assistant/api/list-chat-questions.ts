import { type ChatPeriod, type ChatQuestionFilter, listChatQuestions } from "@site/contract/api/assistant";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { type CallAnswer, call } from "#web/lib/api-client";

export type ChatQuestion = CallAnswer<typeof listChatQuestions>["data"][number];

/** POST /api/list_chat_questions: the AI Agent's questions, newest first, by filter and period. */
export function useChatQuestions(filter: ChatQuestionFilter, page: number, period: ChatPeriod) {
  return useQuery({
    queryKey: consoleKeys.chatQuestions(filter, page, period),
    queryFn: () => call(listChatQuestions, { filter, page, period }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
