// The pace at which the fair queue lets waiting new requests in, so that a request which would
// wait longer than allowed is refused on arrival rather than after waiting
// (docs/decisions/077-refuse-on-arrival-at-the-foreseen-wait.md).

/**
 * Milliseconds between two admissions while requests wait, as a moving average, and when it was
 * last measured. A pace measured longer ago than `staleAfterMs` foresees nothing: the load it
 * measured has gone.
 */
export class AdmissionPace {
  private interval: number | undefined;
  private measuredAt = 0;
  /** When the last waiting request was let in, if others were still waiting then. */
  private lastBackloggedAdmission: number | undefined;
  /** When the last waiting request was let in. */
  private lastAdmission: number | undefined;
  private readonly staleAfterMs: number;

  constructor(staleAfterMs: number) {
    this.staleAfterMs = staleAfterMs;
  }

  /** A waiting request was let in; `othersWaiting` says whether some still wait after it. */
  admitted(othersWaiting: boolean, now = performance.now()): void {
    if (this.lastBackloggedAdmission !== undefined) {
      const interval = now - this.lastBackloggedAdmission;
      this.interval = this.interval === undefined ? interval : 0.8 * this.interval + 0.2 * interval;
      this.measuredAt = now;
    }
    this.lastBackloggedAdmission = othersWaiting ? now : undefined;
    this.lastAdmission = now;
  }

  /**
   * The wait behind `ahead` others at the present pace, less the part of the next turn already gone
   * since the last admission (at most one interval: a late admission is not an early one); zero
   * while the pace is unknown or stale.
   */
  waitBehind(ahead: number, now = performance.now()): number {
    if (this.interval === undefined || now - this.measuredAt > this.staleAfterMs) return 0;
    const gone = this.lastAdmission === undefined ? 0 : Math.min(now - this.lastAdmission, this.interval);
    return (ahead + 1) * this.interval - gone;
  }
}
