import { randomUUID } from "node:crypto";
import {
  CHAT_LOW_CONFIDENCE,
  CHAT_QUESTIONS_PAGE_SIZE,
  type ChatPeriod,
  type ChatQuestionFilter,
  type ChatVote,
  chatFeedbackMessages,
} from "@site/contract/api/assistant";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { chatQuestions } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import {
  awayFromDatabase,
  finishUnitOfWork,
  runAsUnitOfWork,
  type UnitOfWork,
} from "#api/platform/fair-queue.ts";
import { readPage } from "#api/platform/read-page.ts";
import type { Confidence } from "./confidence.ts";
import { maskQuestion } from "./mask-question.ts";

/** What is kept of an answer beside its question (decision 076). */
export interface AnswerRecord {
  response: string;
  links: readonly { title: string; url: string }[];
  declined: boolean;
  confidence?: Confidence | undefined;
}

/**
 * Keeps a question, under the id its answer carries, with the answer, the pages it cites, whether
 * the agent declined it and how sure it was; keys, tokens, card numbers, addresses and phone numbers
 * in the question are masked first. The answer is our pages' words and may quote the question
 * ("I could not find “…”", a model's rewording): when the question held something to mask, the
 * answer is masked too (our docs' example addresses with it); otherwise it is kept as given.
 */
export async function recordQuestion(
  db: Db,
  id: string,
  question: string,
  answer: AnswerRecord,
  now: Date,
): Promise<void> {
  const masked = maskQuestion(question);
  await db.insert(chatQuestions).values({
    id,
    question: masked,
    declined: answer.declined,
    answer: masked === question ? answer.response : maskQuestion(answer.response),
    sources: answer.links.map((l) => ({ title: l.title, url: l.url })),
    confidence: answer.confidence?.value ?? null,
    confidenceBasis: answer.confidence?.basis ?? null,
    createdAt: now,
  });
}

/**
 * Writes the questions after their answers have gone out, so keeping them adds nothing to the time
 * a visitor waits. A vote, the admin's list and the app's close first wait for the writes under way.
 */
export function createQuestionLog(db: Db, onError: (error: unknown) => void) {
  const pending = new Set<Promise<void>>();
  return {
    record(question: string, answer: AnswerRecord, now: Date): string {
      const id = randomUUID();
      // A unit of work of its own: the request has been answered (and its unit finished) by the time
      // the write waits for the database, and a finished request's new queries are refused.
      const unit: UnitOfWork = { started: false };
      const write: Promise<void> = runAsUnitOfWork(() => recordQuestion(db, id, question, answer, now), unit)
        .finally(() => finishUnitOfWork(unit))
        .catch(onError)
        .finally(() => pending.delete(write));
      pending.add(write);
      return id;
    },
    /**
     * Waits for the writes under way — away from the database: a request waiting here gives its
     * place among the active units to others meanwhile, or the writes (units of their own) could
     * wait behind the very requests waiting for them.
     */
    async settled(): Promise<void> {
      await awayFromDatabase(() => Promise.all([...pending]));
    },
  };
}

/** A thumbs up or down on an answer; a later vote replaces an earlier one. */
export async function voteOnAnswer(db: Db, answerId: string, vote: ChatVote, now: Date): Promise<void> {
  const updated = await db
    .update(chatQuestions)
    .set({ vote, votedAt: now })
    .where(eq(chatQuestions.id, answerId))
    .returning({ id: chatQuestions.id });
  if (updated.length === 0) throw new NotFound(chatFeedbackMessages.unknownAnswer);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const periodDays: Record<ChatPeriod, number | undefined> = { "7d": 7, "30d": 30, "90d": 90, all: undefined };

/** The first moment of a period ending now; undefined for every question still kept. */
export function periodStart(period: ChatPeriod, now: Date): Date | undefined {
  const days = periodDays[period];
  return days === undefined ? undefined : new Date(now.getTime() - days * DAY_MS);
}

export const inPeriod = (period: ChatPeriod, now: Date): SQL | undefined => {
  const from = periodStart(period, now);
  return from ? gte(chatQuestions.createdAt, from) : undefined;
};

/** An answer read as low-confidence: not declined (those are counted apart) and below the threshold. */
export const lowConfidence = and(
  eq(chatQuestions.declined, false),
  lt(chatQuestions.confidence, CHAT_LOW_CONFIDENCE),
) as SQL;

export const questionFilters: Record<ChatQuestionFilter, SQL | undefined> = {
  recent: undefined,
  unanswered: eq(chatQuestions.declined, true),
  down: eq(chatQuestions.vote, "down"),
  "low-confidence": lowConfidence,
};

export type QuestionRow = typeof chatQuestions.$inferSelect;

/** A stored question as the contract lists it. */
export function questionItem(row: QuestionRow) {
  return {
    id: row.id,
    question: row.question,
    declined: row.declined,
    vote: row.vote ?? null,
    createdAt: row.createdAt.toISOString(),
    answer: row.answer ?? null,
    sources: row.sources ?? [],
    confidence: row.confidence ?? null,
    confidenceBasis: (row.confidenceBasis as "declined" | "rule" | "retrieval" | null) ?? null,
  };
}

/** One page of questions, newest first, of a filter and period. */
export async function listQuestions(
  db: Db,
  filter: ChatQuestionFilter,
  page: number,
  period: ChatPeriod = "all",
  now: Date = new Date(),
) {
  const where = and(questionFilters[filter], inPeriod(period, now));
  return readPage(
    page,
    CHAT_QUESTIONS_PAGE_SIZE,
    ({ limit, offset }) =>
      db
        .select()
        .from(chatQuestions)
        .where(where)
        .orderBy(desc(chatQuestions.createdAt), desc(chatQuestions.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(chatQuestions).where(where),
    questionItem,
  );
}
