// Job alerts and the jobs each has mailed.
import { index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ownerUserId } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { cascadingJobId } from "./job-posts.ts";

export const jobAlertFrequency = pgEnum("job_alert_frequency", ["daily", "weekly"]);

/** A candidate's saved search mailed as a digest of its new jobs (docs/decisions/041-job-alerts.md). */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerUserId(),
    keyword: text("keyword").notNull(),
    /** The search's filters as the contract parsed them (jobAlertSearch). */
    filters: jsonb("filters").notNull(),
    frequency: jobAlertFrequency("frequency").notNull(),
    /** Jobs posted after this are new to the alert: its creation, then each run. */
    lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    /** Set while the candidate has paused the alert: the digest worker skips it (decision 087). */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("job_alerts_user_idx").on(t.userId), index("job_alerts_next_run_idx").on(t.nextRunAt)],
);

/** Every job an alert has mailed, so that no alert mails a job twice. */
export const jobAlertSentJobs = pgTable(
  "job_alert_sent_jobs",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: cascadingJobId(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] }), index("job_alert_sent_jobs_job_idx").on(t.jobId)],
);
