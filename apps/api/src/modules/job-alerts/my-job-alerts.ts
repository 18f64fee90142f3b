import { isDeepStrictEqual } from "node:util";
import { type JobAlert, jobAlertMessages, type UpdateJobAlertBody } from "@site/contract/api/job-alerts";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { jobAlerts } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import { storedFiltersOf, toJobAlert } from "./alert-search.ts";
import { periodMs } from "./create-job-alert.ts";

/** The candidate's own alerts, the latest first. */
export async function listJobAlerts(db: Db, userId: string): Promise<JobAlert[]> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return rows.map(toJobAlert);
}

/** Deletes one of the candidate's own alerts; another account's alert is as unknown as a missing one. */
export async function deleteJobAlert(db: Db, userId: string, alertId: string): Promise<void> {
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw new NotFound(jobAlertMessages.notFound);
}

/** Stops an alert from its digest's signed link; an alert already stopped stays stopped. */
export async function unsubscribeJobAlert(db: Db, alertId: string): Promise<void> {
  await db.delete(jobAlerts).where(eq(jobAlerts.id, alertId));
}

/** One of the candidate's own alerts, locked for a change; another account's is as unknown as a missing one. */
async function ownAlertForUpdate(tx: Db, userId: string, alertId: string) {
  const [row] = await tx
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, userId)))
    .for("update");
  if (!row) throw new NotFound(jobAlertMessages.notFound);
  return row;
}

/**
 * Pauses one of the candidate's alerts: the digest worker skips it (decision 087). Pausing a
 * paused alert keeps the time it was first paused.
 */
export async function pauseJobAlert(db: Db, userId: string, alertId: string, now: Date): Promise<JobAlert> {
  const [row] = await db
    .update(jobAlerts)
    .set({ pausedAt: sql`coalesce(${jobAlerts.pausedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, userId)))
    .returning();
  if (!row) throw new NotFound(jobAlertMessages.notFound);
  return toJobAlert(row);
}

/**
 * Resumes a paused alert afresh (decision 091): its window starts now and its next digest is one
 * period later, so the jobs posted while it was paused are never mailed in a heap. Resuming an
 * alert that is not paused changes nothing (its rhythm and window stay).
 */
export async function resumeJobAlert(db: Db, userId: string, alertId: string, now: Date): Promise<JobAlert> {
  const [resumed] = await db
    .update(jobAlerts)
    .set({
      pausedAt: null,
      lastRunAt: now,
      nextRunAt: sql`${now.toISOString()}::timestamptz + case ${jobAlerts.frequency} when 'weekly' then interval '7 days' else interval '1 day' end`,
    })
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, userId), isNotNull(jobAlerts.pausedAt)))
    .returning();
  if (resumed) return toJobAlert(resumed);
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, userId)));
  if (!row) throw new NotFound(jobAlertMessages.notFound);
  return toJobAlert(row);
}

/**
 * Edits one of the candidate's alerts (decision 091). A new frequency keeps the window and moves
 * the next digest to one new period after the last one (at once if that time has passed). A changed
 * search (keyword or filters) looks for jobs from now on: its first digest, one period later,
 * lists the jobs posted after the edit, never the old jobs the new search happens to match. A
 * paused alert stays paused.
 */
export async function updateJobAlert(
  db: Db,
  userId: string,
  body: UpdateJobAlertBody,
  now: Date,
): Promise<JobAlert> {
  return db.transaction(async (tx) => {
    const row = await ownAlertForUpdate(tx, userId, body.alertId);
    const filters = storedFiltersOf(body);
    const searchChanged =
      row.keyword !== body.keyword || !isDeepStrictEqual(asJson(row.filters), asJson(filters));
    const period = periodMs[body.frequency];
    const timing = searchChanged
      ? { lastRunAt: now, nextRunAt: new Date(now.getTime() + period) }
      : body.frequency === row.frequency
        ? {}
        : { nextRunAt: new Date(row.lastRunAt.getTime() + period) };
    const [updated] = await tx
      .update(jobAlerts)
      .set({ keyword: body.keyword, filters, frequency: body.frequency, ...timing })
      .where(eq(jobAlerts.id, row.id))
      .returning();
    if (!updated) throw new NotFound(jobAlertMessages.notFound);
    return toJobAlert(updated);
  });
}

/** A filter as its jsonb column keeps it (no undefined keys), for comparing a search before and after an edit. */
function asJson(stored: unknown): unknown {
  return JSON.parse(JSON.stringify(stored));
}
