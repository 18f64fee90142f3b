// The turnstile in front of the embedded database's single connection (see
// docs/decisions/016-pglite-fair-queue-and-load-shedding.md): one holder at a time, waiters served
// first come, first served, a bound on how many may wait and for how long, and priority for the
// requests that already got a turn so a request that needs several queries finishes once started.
import { AsyncLocalStorage } from "node:async_hooks";

/** Thrown when the queue is full or a waiter waited too long; the error handler answers 503. */
export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
  constructor(readonly reason: "queue full" | "waited too long" | "request ended") {
    super(`database busy: ${reason}`);
  }
}

export function isDatabaseBusy(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth += 1) {
    if (e instanceof DatabaseBusyError) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface FairQueueOptions {
  /** How many may hold the connection at once (1 for PGlite). */
  concurrency: number;
  /** How many requests may be in progress on the database at once; the next one waits. */
  maxActiveUnits: number;
  /** New work beyond this many waiters is refused at once. */
  maxWaiting: number;
  /** New work that waited this long without a turn is refused. */
  maxWaitMs: number;
}

export interface FairQueueStats {
  inUse: number;
  waiting: number;
  capacity: number;
  /** Requests that had a turn and have not finished yet. */
  activeUnits: number;
  /** Refusals since start, by reason. */
  refused: { queueFull: number; waitedTooLong: number };
}

/** One request (or other unit of work); after its first turn its queries go ahead of new work. */
export interface UnitOfWork {
  started: boolean;
  /** Answered or abandoned by its client: it is not admitted any more. */
  finished?: boolean;
  /** The queue that admitted it and counts it as active until it finishes. */
  admittedBy?: FairQueue;
}

interface Waiter {
  grant(): void;
  refuse?(error: DatabaseBusyError): void;
  timer?: NodeJS.Timeout;
  /** Set for the first query of a unit: granting it admits the unit. */
  unit?: UnitOfWork;
}

const unitOfWork = new AsyncLocalStorage<UnitOfWork>();

/** Runs `work` (and everything it starts) as `unit`; the HTTP layer wraps every request in one. */
export function runAsUnitOfWork<T>(work: () => T, unit: UnitOfWork = { started: false }): T {
  return unitOfWork.run(unit, work);
}

/** The request is answered: its place among the active units goes to the next new request. */
export function finishUnitOfWork(unit: UnitOfWork): void {
  unit.finished = true;
  const queue = unit.admittedBy;
  unit.admittedBy = undefined;
  queue?.unitFinished();
}

export class FairQueue {
  private inUse = 0;
  private activeUnits = 0;
  /** Queries of requests that already had a turn (and work outside any request, e.g. the outbox). */
  private readonly continuing: Waiter[] = [];
  /** First queries of new requests, bounded. */
  private readonly fresh: Waiter[] = [];
  private readonly refused = { queueFull: 0, waitedTooLong: 0 };

  constructor(private readonly options: FairQueueOptions) {}

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
      waiting: this.continuing.length + this.fresh.length,
      capacity: this.options.concurrency,
      activeUnits: this.activeUnits,
      refused: { ...this.refused },
    };
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

  private canAdmit(): boolean {
    return this.activeUnits < this.options.maxActiveUnits;
  }

  private admit(unit: UnitOfWork | undefined): void {
    if (!unit) return;
    this.activeUnits += 1;
    unit.admittedBy = this;
  }

  private nextFresh(): Waiter | undefined {
    while (this.canAdmit()) {
      const next = this.fresh.shift();
      if (!next) return undefined;
      clearTimeout(next.timer);
      // Its client left while it waited: admitting it would hold a place nobody frees.
      if (next.unit?.finished) {
        next.refuse?.(new DatabaseBusyError("request ended"));
        continue;
      }
      this.admit(next.unit);
      return next;
    }
    return undefined;
  }

  private acquire(): Promise<void> {
    const unit = unitOfWork.getStore();
    // A request whose client went away before its first query would hold a place nobody frees.
    if (unit?.finished && !unit.started) return Promise.reject(new DatabaseBusyError("request ended"));
    const isNew = unit !== undefined && !unit.started;
    if (unit) unit.started = true;
    // Started work only queues behind started work; new work behind everyone, and for a place.
    const free = this.inUse < this.options.concurrency && this.continuing.length === 0;
    if (free && (!isNew || (this.fresh.length === 0 && this.canAdmit()))) {
      this.inUse += 1;
      if (isNew) this.admit(unit);
      return Promise.resolve();
    }
    if (!isNew) return new Promise((resolve) => this.continuing.push({ grant: resolve }));
    if (this.fresh.length >= this.options.maxWaiting) {
      this.refused.queueFull += 1;
      unit.started = false;
      return Promise.reject(new DatabaseBusyError("queue full"));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { grant: resolve, refuse: reject, unit };
      waiter.timer = setTimeout(() => {
        const index = this.fresh.indexOf(waiter);
        if (index < 0) return;
        this.fresh.splice(index, 1);
        this.refused.waitedTooLong += 1;
        unit.started = false;
        reject(new DatabaseBusyError("waited too long"));
      }, this.options.maxWaitMs);
      this.fresh.push(waiter);
    });
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
    // Handed over directly. Deferring the turn past the I/O phase (setImmediate) kept sockets read
    // under load, but made the launched server hang on SIGTERM under load (decision 016).
    next.grant();
  }
}
