import {
  CHAT_QUESTIONS_PAGE_SIZE,
  type ChatQuestionFilter,
  type ChatVote,
  chatFeedbackMessages,
} from "@site/contract/api/chat";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { chatQuestions } from "../../db/schema.ts";
import { NotFound } from "../../http/errors.ts";
import type { Db } from "../../platform/database.ts";

/** Keeps a question and whether the agent declined it; answers with the id to rate it by. */
export async function recordQuestion(
  db: Db,
  question: string,
  declined: boolean,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(chatQuestions)
    .values({ question, declined, createdAt: now })
    .returning({ id: chatQuestions.id });
  if (!row) throw new Error("The question was not stored");
  return row.id;
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
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatQuestions)
      .where(where)
      .orderBy(desc(chatQuestions.createdAt), desc(chatQuestions.id))
      .limit(CHAT_QUESTIONS_PAGE_SIZE)
      .offset((page - 1) * CHAT_QUESTIONS_PAGE_SIZE),
    db.select({ n: count() }).from(chatQuestions).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      question: row.question,
      declined: row.declined,
      vote: row.vote ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: n,
    totalPages: Math.ceil(n / CHAT_QUESTIONS_PAGE_SIZE),
  };
}
