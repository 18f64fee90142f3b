// The turnstile in front of the embedded database's single connection (see
// docs/decisions/016-pglite-fair-queue-and-load-shedding.md): one holder at a time, waiters served
// first come, first served, a bound on how many may wait and for how long, and priority for the
// requests that already got a turn so a request that needs several queries finishes once started.
import { AsyncLocalStorage } from "node:async_hooks";

/** Thrown when the queue is full or a waiter waited too long; the error handler answers 503. */
export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
  constructor(readonly reason: "queue full" | "waited too long") {
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
  /** New work beyond this many waiters is refused at once. */
  maxWaiting: number;
  /** New work that waited this long without a turn is refused. */
  maxWaitMs: number;
}

export interface FairQueueStats {
  inUse: number;
  waiting: number;
  capacity: number;
  maxWaiting: number;
  /** Refusals since start, by reason. */
  refused: { queueFull: number; waitedTooLong: number };
}

interface Waiter {
  grant(): void;
  timer?: NodeJS.Timeout;
}

/** Marks one request (or other unit of work): after its first turn, its next queries go ahead of new work. */
const unitOfWork = new AsyncLocalStorage<{ started: boolean }>();

/** Runs `work` as one unit: the HTTP layer wraps every request in it. */
export function runAsUnitOfWork<T>(work: () => T): T {
  return unitOfWork.run({ started: false }, work);
}

export class FairQueue {
  private inUse = 0;
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
      maxWaiting: this.options.maxWaiting,
      refused: { ...this.refused },
    };
  }

  private acquire(): Promise<void> {
    const unit = unitOfWork.getStore();
    const isNew = unit !== undefined && !unit.started;
    if (unit) unit.started = true;
    if (this.inUse < this.options.concurrency && this.continuing.length + this.fresh.length === 0) {
      this.inUse += 1;
      return Promise.resolve();
    }
    if (!isNew) return new Promise((resolve) => this.continuing.push({ grant: resolve }));
    if (this.fresh.length >= this.options.maxWaiting) {
      this.refused.queueFull += 1;
      if (unit) unit.started = false;
      return Promise.reject(new DatabaseBusyError("queue full"));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { grant: resolve };
      waiter.timer = setTimeout(() => {
        const index = this.fresh.indexOf(waiter);
        if (index < 0) return;
        this.fresh.splice(index, 1);
        this.refused.waitedTooLong += 1;
        if (unit) unit.started = false;
        reject(new DatabaseBusyError("waited too long"));
      }, this.options.maxWaitMs);
      this.fresh.push(waiter);
    });
  }

  private release(): void {
    const next = this.continuing.shift() ?? this.fresh.shift();
    if (!next) {
      this.inUse -= 1;
      return;
    }
    // The turn passes straight to the next waiter: nobody can slip in between.
    clearTimeout(next.timer);
    next.grant();
  }
}
