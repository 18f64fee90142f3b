import { type ChatPeriod, type ChatQuestionFilter, listChatQuestions } from "@site/contract/api/assistant";
import { useQuery } from "@tanstack/react-query";
import { consoleKeys, consoleListQuery } from "#web/layouts/console/console-keys";
import { type CallAnswer, call } from "#web/lib/api-client";

export type ChatQuestion = CallAnswer<typeof listChatQuestions>["data"][number];

/** POST /api/list_chat_questions: the AI Agent's questions, newest first, by filter and period. */
export function useChatQuestions(filter: ChatQuestionFilter, page: number, period: ChatPeriod) {
  return useQuery({
    queryKey: consoleKeys.chatQuestions(filter, page, period),
    queryFn: () => call(listChatQuestions, { filter, page, period }),
    ...consoleListQuery,
  });
}
