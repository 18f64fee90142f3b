import { CHAT_EXPORT_MAX_ROWS, type ChatPeriod, type ChatQuestionFilter } from "@site/contract/api/assistant";
import { and, desc } from "drizzle-orm";
import { chatQuestions } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";
import { toCsv } from "./csv.ts";
import { inPeriod, questionFilters } from "./questions.ts";

const header = [
  "asked_at",
  "question",
  "answer",
  "declined",
  "confidence",
  "confidence_basis",
  "vote",
  "sources",
];

/**
 * The questions of a filter and period as CSV, newest first, at most CHAT_EXPORT_MAX_ROWS rows; the
 * text is as stored (masked), and cells a spreadsheet would read as a formula are neutralised.
 */
export async function exportQuestions(db: Db, filter: ChatQuestionFilter, period: ChatPeriod, now: Date) {
  const rows = await db
    .select()
    .from(chatQuestions)
    .where(and(questionFilters[filter], inPeriod(period, now)))
    .orderBy(desc(chatQuestions.createdAt), desc(chatQuestions.id))
    .limit(CHAT_EXPORT_MAX_ROWS);
  const csv = toCsv(
    header,
    rows.map((r) => [
      r.createdAt.toISOString(),
      r.question,
      r.answer,
      r.declined ? "yes" : "no",
      r.confidence === null ? null : r.confidence.toFixed(2),
      r.confidenceBasis,
      r.vote,
      (r.sources ?? []).map((s) => s.url).join(" "),
    ]),
  );
  const day = now.toISOString().slice(0, 10);
  return { filename: `ai-agent-questions-${filter}-${period}-${day}.csv`, csv, rows: rows.length };
}
