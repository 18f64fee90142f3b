import type { ChatPeriod } from "@site/contract/api/assistant";
import { and, asc, count, desc, sql } from "drizzle-orm";
import { chatQuestions } from "#api/db/schema.ts";
import { type Db, queryRows } from "#api/platform/database.ts";
import { inPeriod, lowConfidence, periodStart } from "./questions.ts";

const TOP = 10;

/**
 * What the docs team reads first (decision 076): over a period, how many questions, low-confidence
 * answers, declines and thumbs-down; the questions asked most (as stored, so masked), grouped by
 * their lower-case text; and the pages (or sections) answers cite most, each counted once an answer.
 */
export async function questionsReport(db: Db, period: ChatPeriod, now: Date) {
  const where = inPeriod(period, now);
  const from = periodStart(period, now);
  const grouped = sql`lower(${chatQuestions.question})`;
  const [counts, topQuestions, topPages] = await Promise.all([
    db
      .select({
        questions: count(),
        lowConfidence: sql<number>`(count(*) filter (where ${lowConfidence}))::int`,
        declined: sql<number>`(count(*) filter (where ${chatQuestions.declined}))::int`,
        down: sql<number>`(count(*) filter (where ${chatQuestions.vote} = 'down'))::int`,
      })
      .from(chatQuestions)
      .where(where),
    db
      .select({ question: sql<string>`min(${chatQuestions.question})`, count: count() })
      .from(chatQuestions)
      .where(and(where))
      .groupBy(grouped)
      .orderBy(desc(count()), asc(sql`min(${chatQuestions.question})`))
      .limit(TOP),
    queryRows<{ url: string; title: string; count: number }>(
      db,
      sql`select s.source->>'url' as url, min(s.source->>'title') as title, count(distinct q.id)::int as count
          from chat_questions q cross join lateral jsonb_array_elements(q.sources) as s(source)
          where ${from ? sql`q.created_at >= ${from.toISOString()}` : sql`true`}
          group by s.source->>'url'
          order by count desc, url asc
          limit ${TOP}`,
    ),
  ]);
  const c = counts[0];
  return {
    period,
    counts: {
      questions: c?.questions ?? 0,
      lowConfidence: Number(c?.lowConfidence ?? 0),
      declined: Number(c?.declined ?? 0),
      down: Number(c?.down ?? 0),
    },
    topQuestions: topQuestions.map((r) => ({ question: r.question, count: r.count })),
    topPages: topPages.map((r) => ({ url: r.url, title: r.title, count: Number(r.count) })),
  };
}
