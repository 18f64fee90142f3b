import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import {
  DatabaseBusyError,
  FairQueue,
  finishUnitOfWork,
  runAsUnitOfWork,
  type UnitOfWork,
} from "./fair-queue.ts";

/** A task that records when it ran and holds the queue until `release` is called. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("the database's fair queue", () => {
  it("serves new requests in the order they arrived, one at a time", async () => {
    const queue = new FairQueue({ concurrency: 1, maxActiveUnits: 64, maxWaiting: 64, maxWaitMs: 10_000 });
    const holder = gate();
    const order: number[] = [];
    const first = queue.run(() => holder.opened);
    const rest = [1, 2, 3, 4, 5].map((n) =>
      runAsUnitOfWork(() =>
        queue.run(async () => {
          order.push(n);
          expect(queue.stats().inUse).toBe(1);
        }),
      ),
    );
    expect(queue.stats()).toMatchObject({ inUse: 1, waiting: 5 });
    holder.open();
    await Promise.all([first, ...rest]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(queue.stats()).toMatchObject({ inUse: 0, waiting: 0 });
  });

  it("refuses new requests at once beyond the bound, and serves the ones admitted", async () => {
    const queue = new FairQueue({ concurrency: 1, maxActiveUnits: 64, maxWaiting: 2, maxWaitMs: 10_000 });
    const holder = gate();
    const first = queue.run(() => holder.opened);
    const outcomes = [1, 2, 3, 4].map((n) =>
      runAsUnitOfWork(() => queue.run(async () => n)).then(
        (value) => `served ${value}`,
        (error: unknown) => (error instanceof DatabaseBusyError ? `refused: ${error.reason}` : "other"),
      ),
    );
    // The refusals are settled before the holder lets go.
    expect(await Promise.race([outcomes[2], sleep(50, "still waiting")])).toBe("refused: queue full");
    holder.open();
    await first;
    expect(await Promise.all(outcomes)).toEqual([
      "served 1",
      "served 2",
      "refused: queue full",
      "refused: queue full",
    ]);
    expect(queue.stats().refused).toEqual({ queueFull: 2, waitedTooLong: 0 });
  });

  it("refuses a new request that waited longer than the maximum wait", async () => {
    const queue = new FairQueue({ concurrency: 1, maxActiveUnits: 64, maxWaiting: 64, maxWaitMs: 100 });
    const holder = gate();
    const first = queue.run(() => holder.opened);
    const started = Date.now();
    const waiting = runAsUnitOfWork(() => queue.run(async () => "served"));
    await expect(waiting).rejects.toThrow("database busy: waited too long");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(queue.stats()).toMatchObject({ waiting: 0, refused: { queueFull: 0, waitedTooLong: 1 } });
    holder.open();
    await first;
  });

  it("lets a request that already had a turn go before the new requests still waiting", async () => {
    const queue = new FairQueue({ concurrency: 1, maxActiveUnits: 64, maxWaiting: 64, maxWaitMs: 10_000 });
    const order: string[] = [];
    const holder = gate();
    const started = gate();
    // Request A: first query, then (after others queued) a second one.
    const a = runAsUnitOfWork(async () => {
      await queue.run(async () => {
        order.push("A1");
        started.open();
        await holder.opened;
      });
      await queue.run(async () => {
        order.push("A2");
      });
    });
    await started.opened;
    const others = ["B", "C"].map((name) =>
      runAsUnitOfWork(() =>
        queue.run(async () => {
          order.push(name);
        }),
      ),
    );
    // B takes the turn A left; A's second query then waits for B only, not for C.
    holder.open();
    await Promise.all([a, ...others]);
    expect(order).toEqual(["A1", "B", "A2", "C"]);
  });

  it("admits a new request only when one of the requests in progress has finished", async () => {
    const queue = new FairQueue({ concurrency: 1, maxActiveUnits: 1, maxWaiting: 64, maxWaitMs: 10_000 });
    const a: UnitOfWork = { started: false };
    const b: UnitOfWork = { started: false };
    await runAsUnitOfWork(() => queue.run(async () => {}), a);
    const order: string[] = [];
    const second = runAsUnitOfWork(() => queue.run(async () => order.push("B")), b);
    await sleep(50);
    // The connection is free, but A (between two queries) still holds the one place.
    expect(order).toEqual([]);
    expect(queue.stats()).toMatchObject({ inUse: 0, waiting: 1, activeUnits: 1 });
    await runAsUnitOfWork(() => queue.run(async () => order.push("A again")), a);
    finishUnitOfWork(a);
    await second;
    expect(order).toEqual(["A again", "B"]);
    finishUnitOfWork(b);
    expect(queue.stats()).toMatchObject({ inUse: 0, waiting: 0, activeUnits: 0 });
  });

  it("does not admit a request whose client left while it waited", async () => {
    const queue = new FairQueue({ concurrency: 1, maxActiveUnits: 1, maxWaiting: 64, maxWaitMs: 10_000 });
    const holder = gate();
    const a: UnitOfWork = { started: false };
    const gone: UnitOfWork = { started: false };
    const first = runAsUnitOfWork(() => queue.run(() => holder.opened), a);
    const abandoned = runAsUnitOfWork(() => queue.run(async () => "served"), gone);
    const next = runAsUnitOfWork(() => queue.run(async () => "served"));
    finishUnitOfWork(gone);
    holder.open();
    await first;
    finishUnitOfWork(a);
    await expect(abandoned).rejects.toThrow("database busy: request ended");
    expect(await next).toBe("served");
    expect(queue.stats()).toMatchObject({ inUse: 0, waiting: 0, activeUnits: 1 });
  });
});
