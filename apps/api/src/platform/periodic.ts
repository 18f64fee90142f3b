/** A background round run every `intervalMs` on one instance, and on demand (tests, a kick). */
export interface PeriodicRound<T> {
  /** One round now; a call while a round runs joins it rather than starting a second. */
  runOnce(): Promise<T>;
  start(): void;
  /** No more rounds; resolves when the one under way (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * The timer loop the job-alert and question-retention workers share: rounds never overlap on one
 * instance, a failed round is reported and the next tick tries again, and the timer does not keep
 * the process alive.
 */
export function periodicRound<T>(
  round: () => Promise<T>,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): PeriodicRound<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  const runOnce = (): Promise<T> => {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    runOnce,
    start() {
      timer ??= setInterval(() => {
        runOnce().catch((error) => options.onError?.(error));
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
