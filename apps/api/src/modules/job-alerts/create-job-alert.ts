import {
  type CreateJobAlertBody,
  JOB_ALERTS_MAX,
  type JobAlert,
  jobAlertMessages,
} from "@site/contract/api/job-alerts";
import { count, eq } from "drizzle-orm";
import { jobAlerts, users } from "#api/db/schema.ts";
import { Conflict } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import { storedFiltersOf, toJobAlert } from "./alert-search.ts";

export const DAY_MS = 24 * 3600 * 1000;
export const periodMs = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;

/**
 * Saves a candidate's search as an alert. The account's row is locked for the count and the
 * insert, so parallel calls of one account queue and never pass JOB_ALERTS_MAX together (a count
 * inside the insert alone would let concurrent transactions each see the old count). Its first
 * digest is due one period later, with the jobs posted from now on.
 */
export async function createJobAlert(
  db: Db,
  userId: string,
  body: CreateJobAlertBody,
  now: Date,
): Promise<JobAlert> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [row] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
    if ((row?.n ?? 0) >= JOB_ALERTS_MAX) throw new Conflict(jobAlertMessages.tooMany);
    const [alert] = await tx
      .insert(jobAlerts)
      .values({
        userId,
        keyword: body.keyword,
        filters: storedFiltersOf(body),
        frequency: body.frequency,
        lastRunAt: now,
        nextRunAt: new Date(now.getTime() + periodMs[body.frequency]),
        createdAt: now,
      })
      .returning();
    if (!alert) throw new Error("job alert not inserted");
    return toJobAlert(alert);
  });
}
