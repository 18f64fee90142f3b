// The AI Agent's questions.
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * Questions asked to the AI Agent, whether it had to decline, and the asker's thumbs up or down
 * (docs/decisions/036-chat-feedback.md). No account, address or conversation is stored with them.
 */
export const chatQuestions = pgTable(
  "chat_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    declined: boolean("declined").notNull(),
    vote: text("vote", { enum: ["up", "down"] }),
    votedAt: timestamp("voted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("chat_questions_created_at_idx").on(t.createdAt)],
);
