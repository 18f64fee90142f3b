import { type ChatQuestionFilter, listChatQuestions } from "@site/contract/api/assistant";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { type CallAnswer, call } from "#web/lib/api-client";

export type ChatQuestion = CallAnswer<typeof listChatQuestions>["data"][number];

/** POST /api/list_chat_questions: the AI Agent's questions, newest first, by filter. */
export function useChatQuestions(filter: ChatQuestionFilter, page: number) {
  return useQuery({
    queryKey: consoleKeys.chatQuestions(filter, page),
    queryFn: () => call(listChatQuestions, { filter, page }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
