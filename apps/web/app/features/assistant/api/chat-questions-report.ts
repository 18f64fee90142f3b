import { type ChatPeriod, chatQuestionsReport } from "@site/contract/api/assistant";
import { useQuery } from "@tanstack/react-query";
import { consoleKeys, consoleListQuery } from "#web/layouts/console/console-keys";
import { type CallAnswer, call } from "#web/lib/api-client";

export type ChatReport = CallAnswer<typeof chatQuestionsReport>;

/** POST /api/chat_questions_report: counts, top questions and pages cited most over a period. */
export function useChatReport(period: ChatPeriod) {
  return useQuery({
    queryKey: consoleKeys.chatReport(period),
    queryFn: () => call(chatQuestionsReport, { period }),
    ...consoleListQuery,
  });
}
