import { JOB_ALERT_DIGEST_MAX } from "@site/contract/api/job-alerts";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { jobAlertSentJobs, jobAlerts, jobs, users } from "#api/db/schema.ts";
import { newMatches } from "#api/modules/job-posts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import { savedSearchOf } from "./alert-search.ts";
import { periodMs } from "./create-job-alert.ts";
import { jobAlertDigestMail } from "./mail/job-alert-digest.ts";
import { alertMailParts } from "./unsubscribe-link.ts";

export interface AlertDeps {
  db: Db;
  signer: LinkSigner;
  publicBaseUrl: string;
}

/**
 * How far before its last run an alert looks again: a job whose transaction committed just after
 * that run, with a posting time just before it, is still found. The sent-jobs table keeps the
 * overlap from mailing anything twice.
 */
export const LOOK_BACK_MS = 10 * 60 * 1000;
/** At most this many alerts a round, so one round never holds the worker for long. */
const ROUND_MAX = 200;
/** An alert whose run failed is tried again this much later, so it never blocks the others. */
export const RETRY_AFTER_FAILURE_MS = 3600 * 1000;

type Outcome = "none-due" | "mailed" | "nothing-new";

/**
 * Runs one due alert, if any, in one transaction: claims it with FOR UPDATE SKIP LOCKED (another
 * instance's worker skips it and takes the next), finds its new jobs, queues one digest through
 * the outbox with the jobs it lists recorded as sent, and moves the alert to its next run. Mail and
 * record commit together, or neither does.
 */
async function runOneDueAlert(deps: AlertDeps, now: Date, claimed: { id?: string }): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ alert: jobAlerts, email: users.email, status: users.status })
      .from(jobAlerts)
      .innerJoin(users, eq(users.id, jobAlerts.userId))
      // A paused alert is skipped (decision 087); it is due again as soon as it is resumed.
      .where(and(lte(jobAlerts.nextRunAt, now), isNull(jobAlerts.pausedAt)))
      .orderBy(asc(jobAlerts.nextRunAt))
      .limit(1)
      .for("update", { of: jobAlerts, skipLocked: true });
    if (!due) return "none-due";
    const { alert } = due;
    claimed.id = alert.id;
    const since = new Date(Math.max(alert.createdAt.getTime(), alert.lastRunAt.getTime() - LOOK_BACK_MS));
    const found =
      due.status === "active"
        ? await newMatches(tx, savedSearchOf(alert), {
            since,
            now,
            limit: JOB_ALERT_DIGEST_MAX + 1,
            unless: sql`not exists (select 1 from ${jobAlertSentJobs} where ${jobAlertSentJobs.alertId} = ${alert.id} and ${jobAlertSentJobs.jobId} = ${jobs.id})`,
          })
        : [];
    const listed = found.slice(0, JOB_ALERT_DIGEST_MAX);
    // The next run keeps the alert's rhythm; after a long pause it starts again from now.
    const next = alert.nextRunAt.getTime() + periodMs[alert.frequency];
    await tx
      .update(jobAlerts)
      .set({
        lastRunAt: now,
        nextRunAt: new Date(next > now.getTime() ? next : now.getTime() + periodMs[alert.frequency]),
      })
      .where(eq(jobAlerts.id, alert.id));
    if (listed.length === 0) return "nothing-new";

    await tx
      .insert(jobAlertSentJobs)
      .values(listed.map((job) => ({ alertId: alert.id, jobId: job.id, sentAt: now })));
    const { content, headers } = alertMailParts(deps, alert, listed, found.length, now);
    await enqueueMail(tx, { to: due.email, ...jobAlertDigestMail(content), headers }, now);
    return "mailed";
  });
}

/**
 * Runs every due alert once; answers how many digests were queued. An alert whose run fails is
 * reported and put back by RETRY_AFTER_FAILURE_MS, and the round goes on with the others.
 */
export async function sendDueAlerts(
  deps: AlertDeps,
  now: Date,
  onError: (error: unknown, alertId: string) => void = () => {},
): Promise<number> {
  let mailed = 0;
  for (let i = 0; i < ROUND_MAX; i++) {
    const claimed: { id?: string } = {};
    let outcome: Outcome;
    try {
      outcome = await runOneDueAlert(deps, now, claimed);
    } catch (error) {
      if (!claimed.id) throw error;
      onError(error, claimed.id);
      await deps.db
        .update(jobAlerts)
        .set({ nextRunAt: new Date(now.getTime() + RETRY_AFTER_FAILURE_MS) })
        .where(eq(jobAlerts.id, claimed.id));
      continue;
    }
    if (outcome === "none-due") break;
    if (outcome === "mailed") mailed += 1;
  }
  return mailed;
}
