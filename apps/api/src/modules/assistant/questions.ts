import { randomUUID } from "node:crypto";
import {
  CHAT_QUESTIONS_PAGE_SIZE,
  type ChatQuestionFilter,
  type ChatVote,
  chatFeedbackMessages,
} from "@site/contract/api/assistant";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { chatQuestions } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import { readPage } from "#api/platform/read-page.ts";
import { maskQuestion } from "./mask-question.ts";

/**
 * Keeps a question, under the id its answer carries, and whether the agent declined it; keys,
 * tokens, card numbers, addresses and phone numbers in it are masked first.
 */
export async function recordQuestion(
  db: Db,
  id: string,
  question: string,
  declined: boolean,
  now: Date,
): Promise<void> {
  await db.insert(chatQuestions).values({ id, question: maskQuestion(question), declined, createdAt: now });
}

/**
 * Writes the questions after their answers have gone out, so keeping them adds nothing to the time
 * a visitor waits. A vote, the admin's list and the app's close first wait for the writes under way.
 */
export function createQuestionLog(db: Db, onError: (error: unknown) => void) {
  const pending = new Set<Promise<void>>();
  return {
    record(question: string, declined: boolean, now: Date): string {
      const id = randomUUID();
      const write: Promise<void> = recordQuestion(db, id, question, declined, now)
        .catch(onError)
        .finally(() => pending.delete(write));
      pending.add(write);
      return id;
    },
    async settled(): Promise<void> {
      await Promise.all([...pending]);
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

const filters: Record<ChatQuestionFilter, SQL | undefined> = {
  recent: undefined,
  unanswered: eq(chatQuestions.declined, true),
  down: eq(chatQuestions.vote, "down"),
};

/** One page of questions, newest first: all of them, the declined ones, or the thumbs-down ones. */
export async function listQuestions(db: Db, filter: ChatQuestionFilter, page: number) {
  const where = and(filters[filter]);
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
    (row) => ({
      id: row.id,
      question: row.question,
      declined: row.declined,
      vote: row.vote ?? null,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}
