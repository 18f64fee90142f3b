import { type JobAlert, jobAlertMessages } from "@site/contract/api/job-alerts";
import { and, desc, eq } from "drizzle-orm";
import { jobAlerts } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import { toJobAlert } from "./alert-search.ts";

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
