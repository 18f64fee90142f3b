import { aiAgentCopy } from "@site/content/console";
import type { ChatPeriod } from "@site/contract/api/assistant";
import type { ReactNode } from "react";
import { ConsoleQueryState } from "#web/layouts/console/paged-query";
import { useChatReport } from "../api/chat-questions-report";

const countKeys = ["questions", "lowConfidence", "declined", "down"] as const;

/**
 * The docs team's summary of a period (decision 076): how many questions, low-confidence answers,
 * declines and thumbs-down; the questions asked most (masked as stored) and the pages cited most.
 */
export function AiAgentReport({ period }: { period: ChatPeriod }) {
  const report = useChatReport(period);
  return (
    <ConsoleQueryState query={report} retry>
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
            <TopList
              id="ai-agent-top-questions"
              heading={aiAgentCopy.topQuestions}
              none={aiAgentCopy.topQuestionsNone}
              items={data.topQuestions.map((q) => ({
                key: q.question,
                what: <span className="break-words text-slate-900">{q.question}</span>,
                count: q.count,
              }))}
            />
            <TopList
              id="ai-agent-top-pages"
              heading={aiAgentCopy.topPages}
              none={aiAgentCopy.topPagesNone}
              items={data.topPages.map((p) => ({
                key: p.url,
                what: (
                  <a href={p.url} className="break-words text-blue-700 underline-offset-2 hover:underline">
                    {p.title}
                  </a>
                ),
                count: p.count,
              }))}
            />
          </div>
        </div>
      )}
    </ConsoleQueryState>
  );
}

/** One of the period's top lists (questions asked, pages cited), each item with how many times. */
function TopList({
  id,
  heading,
  none,
  items,
}: {
  id: string;
  heading: string;
  none: string;
  items: { key: string; what: ReactNode; count: number }[];
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-4">
      <h2 id={id} className="mb-2 text-base font-semibold text-slate-900">
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{none}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {items.map((item) => (
            <li key={item.key} className="flex justify-between gap-3">
              {item.what}
              <span className="shrink-0 text-slate-600">{aiAgentCopy.times(item.count)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
