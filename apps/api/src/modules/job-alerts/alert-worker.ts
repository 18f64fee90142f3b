import { type AlertDeps, sendDueAlerts } from "./send-due-alerts.ts";

export interface AlertWorker {
  /** Runs the due alerts now; resolves with the digests queued (tests drive it with a fake clock). */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

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
  const { intervalMs = 60_000 } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const runOnce = (): Promise<number> => {
    // One round at a time per instance; a tick during a round joins it.
    running ??= sendDueAlerts(deps, deps.now(), (error, alertId) => deps.onError?.(error, alertId))
      .then((mailed) => {
        if (mailed > 0) deps.mailQueued();
        return mailed;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    runOnce,
    start() {
      timer ??= setInterval(() => {
        runOnce().catch((error) => deps.onError?.(error));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}

/**
 * The words of a failure for the log: for a failed query, the database's own message, not
 * Drizzle's, which repeats the query's parameters (a digest's text holds its signed link).
 */
export function failureMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message.slice(0, 300) : "unknown error";
}
