import { aiAgentCopy, consoleCopy, consolePages } from "@site/content/console";
import { type ChatQuestionFilter, chatQuestionFilters } from "@site/contract/api/assistant";
import { useState } from "react";
import { Pager } from "#web/components/pager";
import { QueryState } from "#web/components/query-state";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import { ScreenHeading } from "#web/layouts/console/screen-heading";
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
      <QueryState
        query={questions}
        loading={consoleCopy.loading}
        retry={consoleCopy.retry}
        isEmpty={(data) => data.data.length === 0}
        empty={aiAgentCopy.none[filter]}
      >
        {(data) => (
          <>
            <p className="mb-3 text-sm text-slate-600">{aiAgentCopy.count(data.total)}</p>
            <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {data.data.map((question) => (
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
            <Pager
              hideOnOnePage
              copy={consoleCopy}
              label={aiAgentCopy.pagination}
              page={page}
              totalPages={data.totalPages}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
