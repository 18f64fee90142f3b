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
    onError?: (error: unknown) => void;
  },
): AlertWorker {
  const { intervalMs = 60_000 } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const runOnce = (): Promise<number> => {
    // One round at a time per instance; a tick during a round joins it.
    running ??= sendDueAlerts(deps, deps.now())
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
