import { type PeriodicRound, periodicRound } from "#api/platform/periodic.ts";
import { type AlertDeps, sendDueAlerts } from "./send-due-alerts.ts";

/** Runs the due alerts; `runOnce` resolves with the digests queued (tests drive it with a fake clock). */
export type AlertWorker = PeriodicRound<number>;

/**
 * The job-alert worker of one instance: a round every `intervalMs` on the app's clock. Several
 * instances may run it on one database: each alert is claimed with SKIP LOCKED, so each due alert
 * is mailed by one of them.
 */
export function createAlertWorker(
  deps: AlertDeps & {
    now: () => Date;
    /** After a round that queued mail: ask the outbox for a delivery round. */
    mailQueued: () => void;
    intervalMs?: number;
    /** A failed round, or one alert's failed run (with its id); the alert is retried later. */
    onError?: (error: unknown, alertId?: string) => void;
  },
): AlertWorker {
  const round = async (): Promise<number> => {
    const mailed = await sendDueAlerts(deps, deps.now(), (error, alertId) => deps.onError?.(error, alertId));
    if (mailed > 0) deps.mailQueued();
    return mailed;
  };
  return periodicRound(round, {
    intervalMs: deps.intervalMs ?? 60_000,
    onError: (error) => deps.onError?.(error),
  });
}

/**
 * The words of a failure for the log: for a failed query, the database's own message, not
 * Drizzle's, which repeats the query's parameters (a digest's text holds its signed link).
 */
export function failureMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message.slice(0, 300) : "unknown error";
}
