// Infrastructure: the mail outbox, installation settings, idempotency keys, rate-limit counters.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** Outgoing e-mail, written in the same transaction as the change that causes it. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Extra header lines, e.g. List-Unsubscribe of a job alert (docs/decisions/041-job-alerts.md). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Files sent with the message, kept in its row so a restart neither loses nor repeats them (decision 082). */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; content: string }[]>(),
    /**
     * Names what a waiting message is about, so that a later change can take it back before it
     * goes (a delayed rejection when the application moves on: decision 092).
     */
    cancelKey: text("cancel_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_pending_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index("mail_outbox_cancel_key_idx").on(t.cancelKey).where(sql`${t.sentAt} is null`),
  ],
);

/** Small facts about this installation, e.g. when the demo data was seeded. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first outcome of a write sent with an Idempotency-Key, by caller and endpoint, so a retry
 * gets the same answer instead of writing twice (docs/decisions/061-idempotency-keys.md). A row
 * without a status is a write still under way.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** `session:<hash of the token>` or `ip:<address>`. */
    scope: text("scope").notNull(),
    endpoint: text("endpoint").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.endpoint, t.key] }),
    index("idempotency_keys_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Rate-limit counters while Redis is away, shared by every instance (rate-limiter-flexible's
 * RateLimiterDrizzle names the columns; platform/rate-limit.ts).
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
