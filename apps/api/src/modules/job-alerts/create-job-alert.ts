import {
  type CreateJobAlertBody,
  JOB_ALERTS_MAX,
  type JobAlert,
  jobAlertMessages,
} from "@site/contract/api/job-alerts";
import { count, eq } from "drizzle-orm";
import { jobAlerts, users } from "#api/db/schema.ts";
import { Conflict } from "#api/http/errors.ts";
import { newMatches } from "#api/modules/job-posts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import { savedSearchOf, storedFiltersOf, toJobAlert } from "./alert-search.ts";
import { jobAlertConfirmationMail } from "./mail/job-alert-confirmation.ts";
import { alertMailParts } from "./unsubscribe-link.ts";

export const DAY_MS = 24 * 3600 * 1000;
export const periodMs = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;

/** How many of today's matches a new alert's confirmation lists (decision 087). */
export const CONFIRMATION_MAX = 10;

export interface ConfirmationDeps {
  signer: LinkSigner;
  publicBaseUrl: string;
}

/**
 * Saves a candidate's search as an alert. The account's row is locked for the count and the
 * insert, so parallel calls of one account queue and never pass JOB_ALERTS_MAX together (a count
 * inside the insert alone would let concurrent transactions each see the old count). Its first
 * digest is due one period later, with the jobs posted from now on. In the same transaction it
 * queues the confirmation mail with the open jobs that match today (decision 087): alert and
 * mail commit together, or neither does.
 */
export async function createJobAlert(
  db: Db,
  deps: ConfirmationDeps,
  userId: string,
  body: CreateJobAlertBody,
  now: Date,
): Promise<JobAlert> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
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
    if (!alert || !owner) throw new Error("job alert not inserted");
    const found = await newMatches(tx, savedSearchOf(alert), {
      since: new Date(0),
      now,
      limit: CONFIRMATION_MAX + 1,
    });
    const listed = found.slice(0, CONFIRMATION_MAX);
    const { content, headers } = alertMailParts(deps, alert, listed, found.length, now);
    const mail = jobAlertConfirmationMail({
      ...content,
      cadence: jobAlertMessages.cadence(alert.frequency),
      manageLink: `${deps.publicBaseUrl}/my-jobs`,
    });
    await enqueueMail(tx, { to: owner.email, ...mail, headers }, now);
    return toJobAlert(alert);
  });
}
