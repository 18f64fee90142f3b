// The AI Agent's questions.
import { boolean, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** A page an answer cites: its title and our own path. */
export interface ChatSource {
  title: string;
  url: string;
}

/**
 * Questions asked to the AI Agent, whether it had to decline, and the asker's thumbs up or down
 * (docs/decisions/036-chat-feedback.md); since decision 076 also the answer given (masked like the
 * question), the pages it cites and a confidence derived from the retrieval. No account, address or
 * conversation is stored with them.
 */
export const chatQuestions = pgTable(
  "chat_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    declined: boolean("declined").notNull(),
    vote: text("vote", { enum: ["up", "down"] }),
    votedAt: timestamp("voted_at", { withTimezone: true }),
    /** The answer as sent (Markdown, masked); null for questions stored before decision 076. */
    answer: text("answer"),
    sources: jsonb("sources").$type<ChatSource[]>().notNull().default([]),
    /** 0 to 1 (docs/decisions/076-assistant-console-for-the-docs-team.md); null before 076. */
    confidence: doublePrecision("confidence"),
    /** How the confidence was read: declined, rule, retrieval or facts. */
    confidenceBasis: text("confidence_basis"),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_questions_created_at_idx").on(t.createdAt),
    index("chat_questions_confidence_idx").on(t.confidence),
  ],
);
