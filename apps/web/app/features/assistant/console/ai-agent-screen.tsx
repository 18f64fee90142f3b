import { aiAgentCopy, consoleCopy, consolePages } from "@site/content/console";
import { type ChatQuestionFilter, chatQuestionFilters } from "@site/contract/api/chat";
import { useState } from "react";
import { AlertMessage } from "../../../components/alert-message";
import { Button } from "../../../components/button";
import { ConsolePager } from "../../../components/console-pager";
import { formatDateTime } from "../../../layouts/console/format-date-time";
import { ScreenHeading } from "../../../layouts/console/screen-heading";
import { describeError } from "../../../lib/describe-error";
import { useChatQuestions } from "../api/list-chat-questions";

const badge = "rounded-full px-2 py-0.5 text-xs font-medium";

/** What visitors ask the AI Agent (admin): recent, unanswered and thumbs-down questions. */
export function AiAgentScreen() {
  const [filter, setFilter] = useState<ChatQuestionFilter>("recent");
  const [page, setPage] = useState(1);
  const questions = useChatQuestions(filter, page);

  return (
    <>
      <ScreenHeading title={consolePages.aiAgent.heading} description={consolePages.aiAgent.description} />
      <fieldset className="mb-4">
        <legend className="sr-only">{aiAgentCopy.filtersLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {chatQuestionFilters.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={filter === option}
              onClick={() => {
                setFilter(option);
                setPage(1);
              }}
              className={`rounded-md border px-3 py-1.5 text-sm font-medium ${
                filter === option
                  ? "border-navy-900 bg-navy-900 text-white"
                  : "border-slate-300 bg-white text-navy-900 hover:border-navy-700"
              }`}
            >
              {aiAgentCopy.filters[option]}
            </button>
          ))}
        </div>
      </fieldset>
      {questions.isPending ? (
        <p role="status" className="py-6 text-slate-600">
          {consoleCopy.loading}
        </p>
      ) : questions.isError ? (
        <div className="space-y-3">
          <AlertMessage>{describeError(questions.error)}</AlertMessage>
          <Button variant="secondary" onClick={() => void questions.refetch()}>
            {consoleCopy.retry}
          </Button>
        </div>
      ) : questions.data.data.length === 0 ? (
        <p className="py-6 text-slate-600">{aiAgentCopy.none[filter]}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">{aiAgentCopy.count(questions.data.total)}</p>
          <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {questions.data.data.map((question) => (
              <li key={question.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:gap-4">
                <p className="flex-1 break-words whitespace-pre-line text-slate-900">{question.question}</p>
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  {question.declined ? (
                    <span className={`${badge} bg-amber-100 text-amber-900`}>{aiAgentCopy.declined}</span>
                  ) : null}
                  {question.vote ? (
                    <span
                      className={`${badge} ${question.vote === "down" ? "bg-red-100 text-red-900" : "bg-green-100 text-green-900"}`}
                    >
                      {aiAgentCopy.votes[question.vote]}
                    </span>
                  ) : null}
                  <span>
                    <span className="sr-only">{aiAgentCopy.asked} </span>
                    <time dateTime={question.createdAt}>{formatDateTime(question.createdAt)}</time>
                  </span>
                </div>
              </li>
            ))}
          </ol>
          <ConsolePager
            label={aiAgentCopy.pagination}
            page={page}
            totalPages={questions.data.totalPages}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
