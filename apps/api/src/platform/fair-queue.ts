// The turnstile in front of the embedded database's single connection (see
// docs/decisions/016-pglite-fair-queue-and-load-shedding.md and 027-pglite-under-load.md): one
// holder at a time; new requests wait in one lane per route and the lanes take turns, so no route
// starves another; a bound on how many may wait (per lane and in all) and for how long; and
// priority for the requests that already got a turn so a request that needs several queries
// finishes once started. A new request is refused within its first `refuseWithinMs` or served,
// never refused after a longer wait (decision 098).
import { AsyncLocalStorage } from "node:async_hooks";
import { AdmissionPace } from "./admission-pace.ts";

export type BusyReason =
  | "queue full"
  | "would wait too long"
  | "will not be served in time"
  | "request ended";

/** Thrown when the queue is full or a waiter waited too long; the error handler answers 503. */
export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
  readonly reason: BusyReason;
  constructor(reason: BusyReason) {
    super(`database busy: ${reason}`);
    this.reason = reason;
  }
}

export function isDatabaseBusy(error: unknown): boolean {
  return busyReason(error) !== undefined;
}

/** Why the database queue refused the request `error` ended, if it did. */
export function busyReason(error: unknown): BusyReason | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth += 1) {
    if (e instanceof DatabaseBusyError) return e.reason;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface FairQueueOptions {
  /** How many may hold the connection at once (1 for PGlite). */
  concurrency: number;
  /** How many requests may be in progress on the database at once; the next one waits. */
  maxActiveUnits: number;
  /** New work beyond this many waiters (all lanes together) is refused at once. */
  maxWaiting: number;
  /** New work beyond this many waiters in its own lane is refused at once; defaults to `maxWaiting`. */
  maxWaitingPerLane?: number;
  /**
   * The wait a new request must be foreseen to fit in, counted from its arrival: at the pace
   * requests are let in, one foreseen to wait longer is refused (on arrival or at its review).
   */
  maxWaitMs: number;
  /**
   * A new request may be refused only this soon after its arrival (ms); past it, whatever it finds,
   * it stays until it is served (decision 098). A review timer that fires late (the event loop was
   * held by a long query) keeps the request rather than refuse it late. Default 100.
   */
  refuseWithinMs?: number;
  /** How long after its arrival a waiting new request is reviewed against the pace (ms). Default 80. */
  reviewAfterMs?: number;
  /** The clock arrivals, ages and the pace are read from (ms); `performance.now` unless a test sets one. */
  clock?: () => number;
}

export interface FairQueueStats {
  inUse: number;
  waiting: number;
  capacity: number;
  /** Requests that had a turn and have not finished yet. */
  activeUnits: number;
  /**
   * Refusals since start, by reason: the queue was full, the wait foreseen at arrival was longer
   * than the maximum (refused at once), or, reviewed `reviewAfterMs` after its arrival, a waiter
   * was foreseen not to be served within the maximum.
   */
  refused: { queueFull: number; wouldWaitTooLong: number; notServedInTime: number };
  /** New requests kept past their refusal window (their review came late, or they arrived late). */
  keptPastWindow: number;
}

/** One request (or other unit of work); after its first turn its queries go ahead of new work. */
export interface UnitOfWork {
  started: boolean;
  /** Answered or abandoned by its client: it is not admitted any more. */
  finished?: boolean;
  /** The queue that admitted it and counts it as active until it finishes. */
  admittedBy?: FairQueue;
  /** Which lane its first query waits in (the route); work without a lane shares one. */
  lane?: string;
  /**
   * When it arrived (`performance.now()`; the HTTP layer sets it when the request is read): its
   * refusal window is counted from here, not from its first query. Unset: at its first query.
   */
  arrivedAt?: number;
  /** Set while its first query waits: leaves the lane at once when the request ends. */
  leave?: () => void;
  /**
   * Set while its first query waits in its lane: the unit's other queries (started at the same
   * time, e.g. in a Promise.all) wait for it, and are refused with it, instead of going ahead of
   * every new request as if the unit had had its turn.
   */
  admission?: Promise<void>;
}

interface Waiter {
  grant(): void;
  refuse?(error: DatabaseBusyError): void;
  timer?: NodeJS.Timeout;
  /** Set for the first query of a unit: granting it admits the unit. */
  unit?: UnitOfWork;
  lane?: string;
}

const DEFAULT_LANE = "";

const unitOfWork = new AsyncLocalStorage<UnitOfWork>();

/** Runs `work` (and everything it starts) as `unit`; the HTTP layer wraps every request in one. */
export function runAsUnitOfWork<T>(work: () => T, unit: UnitOfWork = { started: false }): T {
  return unitOfWork.run(unit, work);
}

/**
 * Runs `work` that needs no database (e.g. hashing a password) without holding the request's place
 * among the active units: the place goes to the next new request meanwhile, and the request gets
 * one back, ahead of new requests, when `work` is done (decision 027).
 */
export async function awayFromDatabase<T>(work: () => Promise<T>): Promise<T> {
  const unit = unitOfWork.getStore();
  const queue = unit?.admittedBy;
  if (!unit || !queue) return work();
  unit.admittedBy = undefined;
  queue.unitFinished();
  try {
    return await work();
  } finally {
    if (!unit.finished) queue.readmit(unit);
  }
}

/** The request is answered: its place among the active units goes to the next new request. */
export function finishUnitOfWork(unit: UnitOfWork): void {
  unit.finished = true;
  unit.leave?.();
  const queue = unit.admittedBy;
  unit.admittedBy = undefined;
  queue?.unitFinished();
}

export class FairQueue {
  private inUse = 0;
  private activeUnits = 0;
  /** Queries of requests that already had a turn (and work outside any request, e.g. the outbox). */
  private readonly continuing: Waiter[] = [];
  /**
   * First queries of new requests, one lane per route, bounded. The map's order is the lanes' turn
   * order: a lane that was served moves to the end.
   */
  private readonly lanes = new Map<string, Waiter[]>();
  private freshCount = 0;
  private readonly refused = { queueFull: 0, wouldWaitTooLong: 0, notServedInTime: 0 };
  private keptPastWindow = 0;
  /** The pace at which waiting new requests are let in (decision 077). */
  private readonly pace: AdmissionPace;

  private readonly options: FairQueueOptions;
  private readonly refuseWithinMs: number;
  private readonly reviewAfterMs: number;
  private readonly now: () => number;
  constructor(options: FairQueueOptions) {
    this.options = options;
    this.now = options.clock ?? (() => performance.now());
    this.refuseWithinMs = options.refuseWithinMs ?? 100;
    this.reviewAfterMs = options.reviewAfterMs ?? 80;
    this.pace = new AdmissionPace(5 * options.maxWaitMs);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  stats(): FairQueueStats {
    return {
      inUse: this.inUse,
      waiting: this.continuing.length + this.freshCount,
      capacity: this.options.concurrency,
      activeUnits: this.activeUnits,
      refused: { ...this.refused },
      keptPastWindow: this.keptPastWindow,
    };
  }

  /**
   * Whether new requests wait for their first turn: the database is the bottleneck now. (A
   * request's own concurrent queries waiting for each other do not count.)
   */
  newRequestsWaiting(): boolean {
    return this.freshCount > 0;
  }

  unitFinished(): void {
    this.activeUnits -= 1;
    // The connection may be idle with new requests waiting only for a place among the active ones.
    if (this.inUse < this.options.concurrency && this.continuing.length === 0) {
      const next = this.nextFresh();
      if (next) {
        this.inUse += 1;
        this.hand(next);
      }
    }
  }

  /**
   * Refuses (and counts) a new request of `lane` if its lane or the queue is full, or if at the
   * present pace it would wait longer than allowed: the HTTP layer asks before parsing.
   */
  refuseIfFull(lane: string = DEFAULT_LANE): boolean {
    return this.refusalFor(lane) !== undefined;
  }

  /** As `refuseIfFull`, with the reason of the refusal (counted), or undefined when it may wait. */
  refusalFor(lane: string = DEFAULT_LANE): BusyReason | undefined {
    const reason = this.refusalOnArrival(lane);
    if (reason === "queue full") this.refused.queueFull += 1;
    if (reason === "would wait too long") this.refused.wouldWaitTooLong += 1;
    return reason;
  }

  /**
   * Why a new request of `lane`, `ageMs` after its arrival, cannot wait for a turn, if it cannot.
   * Past its refusal window it always can: it is served, however late (decision 098).
   */
  private refusalOnArrival(lane: string, ageMs = 0): BusyReason | undefined {
    if (ageMs > this.refuseWithinMs) return undefined;
    const laneLength = this.lanes.get(lane)?.length ?? 0;
    if (this.freshCount >= this.options.maxWaiting || laneLength >= this.laneBound()) return "queue full";
    if (this.foreseenTooLong(lane, laneLength, ageMs)) return "would wait too long";
    return undefined;
  }

  /** True when a new request `ageMs` old, behind `position` others of its lane, will not be let in within the maximum wait. */
  private foreseenTooLong(lane: string, position: number, ageMs: number): boolean {
    return this.foreseenWaitMs(lane, position) > this.options.maxWaitMs - ageMs;
  }

  /**
   * The wait of a new request behind `position` others of its own lane: the lanes take turns, so
   * each other lane lets in as many before it as its own lane does, plus one. A lane with waiters
   * is a busy route: it counts for all of those turns, the requests it will receive meanwhile
   * included, not only those it holds now, or a long lane's last places would be pushed back by
   * every later arrival elsewhere (decision 123). At the recent pace of admissions; zero while
   * nobody waits.
   */
  private foreseenWaitMs(lane: string, position: number): number {
    if (this.freshCount === 0) return 0;
    let ahead = position;
    for (const [other, waiters] of this.lanes) {
      if (other !== lane && waiters.length > 0) ahead += position + 1;
    }
    return this.pace.waitBehind(ahead, this.now());
  }

  /** A unit that gave its place up while away from the database comes back, ahead of new ones. */
  readmit(unit: UnitOfWork): void {
    this.admit(unit);
  }

  private laneBound(): number {
    return this.options.maxWaitingPerLane ?? this.options.maxWaiting;
  }

  private canAdmit(): boolean {
    return this.activeUnits < this.options.maxActiveUnits;
  }

  private admit(unit: UnitOfWork | undefined): void {
    if (!unit) return;
    this.activeUnits += 1;
    unit.admittedBy = this;
  }

  /** The first waiter of the lane whose turn it is; that lane goes to the end of the turn order. */
  private takeFresh(): Waiter | undefined {
    for (const [lane, waiters] of this.lanes) {
      const next = waiters.shift();
      this.lanes.delete(lane);
      if (waiters.length > 0) this.lanes.set(lane, waiters);
      if (next) {
        this.freshCount -= 1;
        return next;
      }
    }
    return undefined;
  }

  private removeFresh(waiter: Waiter): boolean {
    const lane = waiter.lane ?? DEFAULT_LANE;
    const waiters = this.lanes.get(lane);
    const index = waiters?.indexOf(waiter) ?? -1;
    if (!waiters || index < 0) return false;
    waiters.splice(index, 1);
    if (waiters.length === 0) this.lanes.delete(lane);
    this.freshCount -= 1;
    return true;
  }

  private nextFresh(): Waiter | undefined {
    while (this.canAdmit()) {
      const next = this.takeFresh();
      if (!next) return undefined;
      clearTimeout(next.timer);
      if (next.unit) next.unit.leave = undefined;
      // Its client left while it waited: admitting it would hold a place nobody frees.
      if (next.unit?.finished) {
        next.refuse?.(new DatabaseBusyError("request ended"));
        continue;
      }
      this.admit(next.unit);
      this.pace.admitted(this.freshCount > 0, this.now());
      return next;
    }
    return undefined;
  }

  private acquire(): Promise<void> {
    const unit = unitOfWork.getStore();
    // A request whose client went away before its first query would hold a place nobody frees.
    if (unit?.finished && !unit.started) return Promise.reject(new DatabaseBusyError("request ended"));
    // Its first query still waits in the lane: this one follows it in, or is refused with it.
    if (unit?.admission) return unit.admission.then(() => this.acquire());
    const isNew = unit !== undefined && !unit.started;
    if (unit) unit.started = true;
    // Started work only queues behind started work; new work behind everyone, and for a place.
    const free = this.inUse < this.options.concurrency && this.continuing.length === 0;
    if (free && (!isNew || (this.freshCount === 0 && this.canAdmit()))) {
      this.inUse += 1;
      if (isNew) {
        this.admit(unit);
        // Let in without waiting: the next admission is a turn from now.
        this.pace.admitted(false, this.now());
      }
      return Promise.resolve();
    }
    if (!isNew) return new Promise((resolve) => this.continuing.push({ grant: resolve }));
    const lane = unit.lane ?? DEFAULT_LANE;
    const laneWaiters = this.lanes.get(lane) ?? [];
    const arrivedAt = unit.arrivedAt ?? this.now();
    const ageMs = this.now() - arrivedAt;
    const refusal = this.refusalOnArrival(lane, ageMs);
    if (refusal) {
      if (refusal === "queue full") this.refused.queueFull += 1;
      else this.refused.wouldWaitTooLong += 1;
      unit.started = false;
      return Promise.reject(new DatabaseBusyError(refusal));
    }
    const admission = new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { grant: resolve, refuse: reject, unit, lane };
      // Reviewed once, `reviewAfterMs` after its arrival: refused if the pace says it will not be
      // served within the maximum wait, kept until served otherwise. Counted from its arrival, so a
      // review that fires late (a long query held the event loop) keeps it rather than refuse it late.
      const review = () => {
        const age = this.now() - arrivedAt;
        if (age > this.refuseWithinMs) {
          this.keptPastWindow += 1;
          return;
        }
        const position = this.lanes.get(lane)?.indexOf(waiter) ?? -1;
        if (position < 0) return;
        if (!this.foreseenTooLong(lane, position, age)) return;
        this.removeFresh(waiter);
        unit.leave = undefined;
        this.refused.notServedInTime += 1;
        unit.started = false;
        reject(new DatabaseBusyError("will not be served in time"));
      };
      if (ageMs > this.refuseWithinMs) this.keptPastWindow += 1;
      else waiter.timer = setTimeout(review, Math.max(0, this.reviewAfterMs - ageMs));
      // Its client left: the place in the lane goes to someone who still waits for the answer.
      unit.leave = () => {
        unit.leave = undefined;
        if (!this.removeFresh(waiter)) return;
        clearTimeout(waiter.timer);
        reject(new DatabaseBusyError("request ended"));
      };
      laneWaiters.push(waiter);
      this.freshCount += 1;
      if (!this.lanes.has(lane)) this.lanes.set(lane, laneWaiters);
    });
    unit.admission = admission;
    const admitted = () => {
      if (unit.admission === admission) unit.admission = undefined;
    };
    admission.then(admitted, admitted);
    return admission;
  }

  private release(): void {
    const next = this.continuing.shift() ?? this.nextFresh();
    if (!next) {
      this.inUse -= 1;
      return;
    }
    // The turn passes straight to the next waiter: nobody can slip in between.
    this.hand(next);
  }

  private hand(next: Waiter): void {
    clearTimeout(next.timer);
    // PGlite runs each query on the event loop: handed over in one chain of promises, back-to-back
    // queries would leave every socket unread and every timer unfired. The turn passes after the
    // event loop's I/O phase instead (decisions 016 and 027).
    setImmediate(next.grant);
  }
}
