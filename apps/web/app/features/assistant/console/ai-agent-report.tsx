import { aiAgentCopy, consoleCopy } from "@site/content/console";
import type { ChatPeriod } from "@site/contract/api/assistant";
import { QueryState } from "#web/components/query-state";
import { useChatReport } from "../api/chat-questions-report";

const countKeys = ["questions", "lowConfidence", "declined", "down"] as const;

/**
 * The docs team's summary of a period (decision 076): how many questions, low-confidence answers,
 * declines and thumbs-down; the questions asked most (masked as stored) and the pages cited most.
 */
export function AiAgentReport({ period }: { period: ChatPeriod }) {
  const report = useChatReport(period);
  return (
    <QueryState query={report} loading={consoleCopy.loading} retry={consoleCopy.retry}>
      {(data) => (
        <div className="mb-6 space-y-4">
          <section aria-label={aiAgentCopy.summaryLabel}>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {countKeys.map((key) => (
                <div key={key} className="rounded-lg border border-slate-200 p-3" data-count={key}>
                  <dt className="text-sm text-slate-600">{aiAgentCopy.counts[key]}</dt>
                  <dd className="text-2xl font-semibold text-slate-900">{data.counts[key]}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="grid gap-4 md:grid-cols-2">
            <section
              aria-labelledby="ai-agent-top-questions"
              className="rounded-lg border border-slate-200 p-4"
            >
              <h2 id="ai-agent-top-questions" className="mb-2 text-base font-semibold text-slate-900">
                {aiAgentCopy.topQuestions}
              </h2>
              {data.topQuestions.length === 0 ? (
                <p className="text-sm text-slate-600">{aiAgentCopy.topQuestionsNone}</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {data.topQuestions.map((q) => (
                    <li key={q.question} className="flex justify-between gap-3">
                      <span className="break-words text-slate-900">{q.question}</span>
                      <span className="shrink-0 text-slate-600">{aiAgentCopy.times(q.count)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="ai-agent-top-pages" className="rounded-lg border border-slate-200 p-4">
              <h2 id="ai-agent-top-pages" className="mb-2 text-base font-semibold text-slate-900">
                {aiAgentCopy.topPages}
              </h2>
              {data.topPages.length === 0 ? (
                <p className="text-sm text-slate-600">{aiAgentCopy.topPagesNone}</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {data.topPages.map((p) => (
                    <li key={p.url} className="flex justify-between gap-3">
                      <a
                        href={p.url}
                        className="break-words text-blue-700 underline-offset-2 hover:underline"
                      >
                        {p.title}
                      </a>
                      <span className="shrink-0 text-slate-600">{aiAgentCopy.times(p.count)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      )}
    </QueryState>
  );
}
