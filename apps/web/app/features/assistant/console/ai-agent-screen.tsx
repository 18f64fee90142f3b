import { aiAgentCopy, consoleCopy, consolePages } from "@site/content/console";
import {
  CHAT_LOW_CONFIDENCE,
  type ChatPeriod,
  type ChatQuestionFilter,
  chatPeriods,
  chatQuestionFilters,
} from "@site/contract/api/assistant";
import { useState } from "react";
import { Pager } from "#web/components/pager";
import { SelectField } from "#web/components/select-field";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import { ConsoleQueryState } from "#web/layouts/console/paged-query";
import { ScreenHeading } from "#web/layouts/console/screen-heading";
import { type ChatQuestion, useChatQuestions } from "../api/list-chat-questions";
import { AiAgentExport } from "./ai-agent-export";
import { AiAgentReport } from "./ai-agent-report";

const badge = "rounded-full px-2 py-0.5 text-xs font-medium";

function QuestionRow({ question }: { question: ChatQuestion }) {
  const low = !question.declined && question.confidence !== null && question.confidence < CHAT_LOW_CONFIDENCE;
  return (
    <li className="flex flex-col gap-2 p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-4">
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
          {low ? (
            <span className={`${badge} bg-orange-100 text-orange-900`}>{aiAgentCopy.lowConfidence}</span>
          ) : null}
          {question.confidence !== null ? <span>{aiAgentCopy.confidence(question.confidence)}</span> : null}
          <span>
            <span className="sr-only">{aiAgentCopy.asked} </span>
            <time dateTime={question.createdAt}>{formatDateTime(question.createdAt)}</time>
          </span>
        </div>
      </div>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-navy-900">{aiAgentCopy.answer}</summary>
        <p className="mt-2 break-words whitespace-pre-line">{question.answer ?? aiAgentCopy.noAnswerKept}</p>
        {question.sources.length > 0 ? (
          <p className="mt-2">
            {aiAgentCopy.sources}:{" "}
            {question.sources.map((s, i) => (
              <span key={s.url}>
                {i ? ", " : ""}
                <a href={s.url} className="text-blue-700 underline-offset-2 hover:underline">
                  {s.title}
                </a>
              </span>
            ))}
          </p>
        ) : null}
      </details>
    </li>
  );
}

/**
 * What visitors ask the AI Agent (admin), for the docs team: a period's counts, top questions and
 * pages cited most; the questions by filter (recent, unanswered, thumbs-down, low-confidence) with
 * their answers; a CSV export of what is shown.
 */
export function AiAgentScreen() {
  const [filter, setFilter] = useState<ChatQuestionFilter>("recent");
  const [period, setPeriod] = useState<ChatPeriod>("all");
  const [page, setPage] = useState(1);
  const questions = useChatQuestions(filter, page, period);

  return (
    <>
      <ScreenHeading title={consolePages.aiAgent.heading} description={consolePages.aiAgent.description} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SelectField
          label={aiAgentCopy.periodLabel}
          options={chatPeriods.map((p) => ({ value: p, label: aiAgentCopy.periods[p] }))}
          value={period}
          onChange={(event) => {
            setPeriod(event.target.value as ChatPeriod);
            setPage(1);
          }}
          className="w-48"
        />
        <AiAgentExport filter={filter} period={period} />
      </div>
      <AiAgentReport period={period} />
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
      <ConsoleQueryState
        query={questions}
        retry
        isEmpty={(data) => data.data.length === 0}
        empty={aiAgentCopy.none[filter]}
      >
        {(data) => (
          <>
            <p className="mb-3 text-sm text-slate-600">{aiAgentCopy.count(data.total)}</p>
            <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {data.data.map((question) => (
                <QuestionRow key={question.id} question={question} />
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
      </ConsoleQueryState>
    </>
  );
}
