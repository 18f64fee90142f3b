import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pgliteInWorkerQueueDefaults } from "./database.ts";
import {
  awayFromDatabase,
  DatabaseBusyError,
  FairQueue,
  type FairQueueOptions,
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

/** A refusal as the tests compare it: "refused: <reason>", or "other" for any other error. */
const refusal = (error: unknown) =>
  error instanceof DatabaseBusyError ? `refused: ${error.reason}` : "other";
/** "served <value>" or the refusal. */
const outcome = (promise: Promise<unknown>) => promise.then((value) => `served ${String(value)}`, refusal);

/**
 * A queue on one connection with room for 64 units and 64 waiting, each waiting up to 10 s: a test
 * names only the bound it is about.
 */
const oneConnection = (options: Partial<FairQueueOptions> = {}) =>
  new FairQueue({ concurrency: 1, maxActiveUnits: 64, maxWaiting: 64, maxWaitMs: 10_000, ...options });

describe("the database's fair queue", () => {
  it("serves new requests in the order they arrived, one at a time", async () => {
    const queue = oneConnection();
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

  it("tells when new requests wait, not when one request's own queries wait for each other (decision 081)", async () => {
    const queue = oneConnection();
    const holder = gate();
    // One request holds the connection and sends two more queries at once (as a Promise.all).
    const own = runAsUnitOfWork(async () => {
      await queue.run(async () => {});
      await Promise.all([
        queue.run(() => holder.opened),
        queue.run(async () => {}),
        queue.run(async () => {}),
      ]);
    });
    await sleep(10);
    expect(queue.stats().waiting).toBe(2);
    expect(queue.newRequestsWaiting()).toBe(false);
    const other = runAsUnitOfWork(() => queue.run(async () => {}));
    expect(queue.newRequestsWaiting()).toBe(true);
    holder.open();
    await Promise.all([own, other]);
    expect(queue.newRequestsWaiting()).toBe(false);
  });

  it("refuses new requests at once beyond the bound, and serves the ones admitted", async () => {
    const queue = oneConnection({ maxWaiting: 2 });
    const holder = gate();
    const first = queue.run(() => holder.opened);
    const outcomes = [1, 2, 3, 4].map((n) => outcome(runAsUnitOfWork(() => queue.run(async () => n))));
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
    expect(queue.stats().refused).toEqual({ queueFull: 2, wouldWaitTooLong: 0, notServedInTime: 0 });
  });

  it("refuses at once a new request that would wait longer than the maximum at the pace requests are let in", async () => {
    // One request at a time, each holding the database 60 ms on the queue's clock: with 3 ahead, a
    // new request would wait about 240 ms, beyond the 200 ms allowed. The clock is the test's own,
    // so a busy machine cannot stretch the pace.
    let clock = 0;
    const queue = new FairQueue({
      concurrency: 1,
      maxActiveUnits: 1,
      maxWaiting: 64,
      maxWaitMs: 200,
      clock: () => clock,
    });
    const request = (name: string) => {
      const unit: UnitOfWork = { started: false };
      const held = gate();
      const outcome = runAsUnitOfWork(() => queue.run(() => held.opened.then(() => name)), unit).then(
        (value) => {
          finishUnitOfWork(unit);
          return `served ${value}`;
        },
        (error: unknown) => {
          finishUnitOfWork(unit);
          return refusal(error);
        },
      );
      return { outcome, finish: held.open };
    };
    // Each one in turn holds the database 60 ms, then lets the next in.
    const servedInTurn = async (requests: { outcome: Promise<string>; finish: () => void }[]) => {
      for (const r of requests) {
        await sleep(1);
        clock += 60;
        r.finish();
        await sleep(1);
      }
      return Promise.all(requests.map((r) => r.outcome));
    };
    // The pace is learnt from a backlog: one holds the database, two wait and are let in in turn.
    expect(await servedInTurn([request("a"), request("b"), request("c")])).toEqual([
      "served a",
      "served b",
      "served c",
    ]);
    const holder = request("d");
    const waiting = [request("e"), request("f"), request("g")];
    const late = request("h");
    // Refused on arrival, before anyone ahead of it has finished.
    expect(await Promise.race([late.outcome, sleep(50, "still waiting")])).toBe(
      "refused: would wait too long",
    );
    // The ones that fit in the wait are served, none refused after waiting (their review, 80 ms
    // after arrival, finds the same pace).
    await sleep(120);
    expect(await servedInTurn([holder, ...waiting])).toEqual([
      "served d",
      "served e",
      "served f",
      "served g",
    ]);
    expect(queue.stats().refused).toEqual({ queueFull: 0, wouldWaitTooLong: 1, notServedInTime: 0 });
    // With nobody waiting, a new request is let in whatever the pace was.
    const next = request("i");
    next.finish();
    expect(await next.outcome).toBe("served i");
  });

  it("lets a request that already had a turn go before the new requests still waiting", async () => {
    const queue = oneConnection();
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
    const queue = oneConnection({ maxActiveUnits: 1 });
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
    const queue = oneConnection({ maxActiveUnits: 1 });
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

  it("takes new requests from each route in turn, however many one route sends", async () => {
    const queue = oneConnection();
    const holder = gate();
    const first = queue.run(() => holder.opened);
    const order: string[] = [];
    const arrivals = [
      ...Array.from({ length: 6 }, (_, i) => ["search", `search ${i + 1}`]),
      ["view", "view 1"],
      ["view", "view 2"],
      ["apply", "apply 1"],
    ];
    const all = arrivals.map(([lane, name]) =>
      runAsUnitOfWork(
        () =>
          queue.run(async () => {
            order.push(name ?? "");
          }),
        { started: false, lane },
      ),
    );
    holder.open();
    await Promise.all([first, ...all]);
    expect(order).toEqual([
      "search 1",
      "view 1",
      "apply 1",
      "search 2",
      "view 2",
      "search 3",
      "search 4",
      "search 5",
      "search 6",
    ]);
  });

  it("refuses a route's requests beyond its lane's bound at once, while other routes still get in", async () => {
    const queue = oneConnection({ maxWaitingPerLane: 3 });
    const holder = gate();
    const first = queue.run(() => holder.opened);
    const send = (lane: string) =>
      runAsUnitOfWork(() => queue.run(async () => "served"), { started: false, lane }).catch(refusal);
    const searches = Array.from({ length: 5 }, () => send("search"));
    const view = send("view");
    expect(await Promise.race([searches[4], sleep(50, "still waiting")])).toBe("refused: queue full");
    expect(queue.refuseIfFull("search")).toBe(true);
    expect(queue.refuseIfFull("view")).toBe(false);
    holder.open();
    await first;
    expect(await Promise.all(searches)).toEqual([
      "served",
      "served",
      "served",
      "refused: queue full",
      "refused: queue full",
    ]);
    expect(await view).toBe("served");
    expect(queue.stats().refused).toEqual({ queueFull: 3, wouldWaitTooLong: 0, notServedInTime: 0 });
  });

  it("gives a request's place to the next one while the request works away from the database", async () => {
    const queue = oneConnection({ maxActiveUnits: 1 });
    const hashing = gate();
    const order: string[] = [];
    const a: UnitOfWork = { started: false };
    const logIn = runAsUnitOfWork(async () => {
      await queue.run(async () => order.push("A finds the account"));
      await awayFromDatabase(() => hashing.opened);
      await queue.run(async () => order.push("A opens a session"));
    }, a);
    await sleep(10);
    const b: UnitOfWork = { started: false };
    const other = runAsUnitOfWork(() => queue.run(async () => order.push("B")), b);
    // B gets A's place while A hashes, and is served before A's hash is done.
    await other;
    expect(order).toEqual(["A finds the account", "B"]);
    finishUnitOfWork(b);
    hashing.open();
    await logIn;
    expect(order).toEqual(["A finds the account", "B", "A opens a session"]);
    expect(queue.stats().activeUnits).toBe(1);
    finishUnitOfWork(a);
    expect(queue.stats().activeUnits).toBe(0);
  });

  it("frees the lane place of a waiting request as soon as its client leaves", async () => {
    const queue = oneConnection({ maxWaitingPerLane: 1 });
    const holder = gate();
    const first = queue.run(() => holder.opened);
    const gone: UnitOfWork = { started: false, lane: "search" };
    const abandoned = runAsUnitOfWork(() => queue.run(async () => "served"), gone);
    finishUnitOfWork(gone);
    await expect(abandoned).rejects.toThrow("database busy: request ended");
    const next = runAsUnitOfWork(() => queue.run(async () => "served"), { started: false, lane: "search" });
    expect(queue.stats().waiting).toBe(1);
    holder.open();
    await first;
    expect(await next).toBe("served");
  });

  describe("refuses within its first 100 ms or serves (decision 098)", () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** Lets the turns handed over with setImmediate (real) run. */
    const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
    /** A new request of `lane` arriving now (or `arrivedAt`): one query, then it is answered. */
    const request = (queue: FairQueue, lane: string, value: unknown, arrivedAt = performance.now()) => {
      const unit: UnitOfWork = { started: false, lane, arrivedAt };
      return outcome(runAsUnitOfWork(() => queue.run(async () => value), unit)).then((result) => {
        finishUnitOfWork(unit);
        return result;
      });
    };

    /**
     * A queue that has learnt a pace of 50 ms between admissions (one request at a time, two let in
     * while another waited), now held by one request until `holder.open()`.
     */
    async function queueAtAPaceOf50ms(
      options: FairQueueOptions = { concurrency: 1, maxActiveUnits: 1, maxWaiting: 64, maxWaitMs: 1000 },
      paceMs = 50,
    ) {
      const queue = new FairQueue(options);
      const opens: (() => void)[] = [];
      const units = [0, 1, 2].map(() => ({ started: false }) as UnitOfWork);
      const learning = units.map((unit, i) =>
        runAsUnitOfWork(
          () =>
            queue.run(
              () =>
                new Promise<void>((resolve) => {
                  opens[i] = resolve;
                }),
            ),
          unit,
        ).then(() => finishUnitOfWork(unit)),
      );
      for (const i of [0, 1, 2]) {
        vi.advanceTimersByTime(paceMs);
        await turn();
        opens[i]?.();
        await learning[i];
      }
      const holder = gate();
      const holding: UnitOfWork = { started: false };
      const held = runAsUnitOfWork(() => queue.run(() => holder.opened), holding).then(() =>
        finishUnitOfWork(holding),
      );
      await turn();
      return { queue, holder, held };
    }

    /**
     * A first request waits in its lane; `othersAfterMs` later twenty other routes send one each
     * (each still fits on arrival); the first is still waiting 1 ms before `reviewAtMs` and refused
     * at it. Returns the queue and what the twenty got once the held connection is free.
     */
    async function refusedAtItsReview(
      waiting: ReturnType<typeof queueAtAPaceOf50ms>,
      othersAfterMs: number,
      reviewAtMs: number,
    ) {
      const { queue, holder, held } = await waiting;
      const first = request(queue, "search", "first");
      await turn();
      vi.advanceTimersByTime(othersAfterMs);
      const others = Array.from({ length: 20 }, (_, i) => request(queue, `route ${i}`, i));
      await turn();
      vi.advanceTimersByTime(reviewAtMs - othersAfterMs - 1);
      expect(await Promise.race([first, turn().then(() => "still waiting")])).toBe("still waiting");
      vi.advanceTimersByTime(1);
      expect(await Promise.race([first, turn().then(() => "still waiting")])).toBe(
        "refused: will not be served in time",
      );
      vi.useRealTimers();
      holder.open();
      await held;
      return { queue, others: await Promise.all(others) };
    }

    it("refuses a waiting request at its review, 80 ms after arrival, when the pace says it will not be let in within the maximum wait", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
      // First in its lane, and alone: at 50 ms a turn, it fits in the second allowed. 60 ms later
      // twenty other routes send a request each: the lanes take turns, so each may go first; each
      // of them still fits (the last one: 21 turns, 60 ms of the first gone, 990 ms). At 80 ms:
      // 21 turns of 50 ms less the 80 ms gone, 970 ms, past the 920 ms it has left.
      const { queue } = await refusedAtItsReview(queueAtAPaceOf50ms(), 60, 80);
      expect(queue.stats().refused.notServedInTime).toBe(1);
    });

    it("on the database's thread, reviews a waiting request 40 ms after arrival, so that its 503 leaves within ~60 ms of the read (decision 123)", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
      // The server's queue on the thread, one request at a time, at a pace of 48 ms a turn. 30 ms
      // after the first, twenty other routes send a request each; each still fits on arrival (the
      // last: 21 turns of 48 ms, less the 30 ms of the turn gone, 978 ms). At 40 ms: 1,008 ms of
      // turns less the 40 ms gone, 968 ms, past the 960 ms it has left.
      const { queue, others } = await refusedAtItsReview(
        queueAtAPaceOf50ms({ ...pgliteInWorkerQueueDefaults, maxActiveUnits: 1 }, 48),
        30,
        40,
      );
      expect(others).toEqual(Array.from({ length: 20 }, (_, i) => `served ${i}`));
      expect(queue.stats().refused).toEqual({ queueFull: 0, wouldWaitTooLong: 0, notServedInTime: 1 });
    });

    it("foresees that a busy route's turns come after the other busy routes' new arrivals too (decision 123)", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
      // 50 ms a turn, 1 s at most: 20 turns.
      const { queue, holder, held } = await queueAtAPaceOf50ms();
      // Two other routes wait, one request each; then seven searches arrive.
      const others = [request(queue, "log-in", "log-in"), request(queue, "view", "view")];
      const searches = Array.from({ length: 7 }, (_, i) => request(queue, "search", i));
      await turn();
      // The lanes take turns and the other two routes are busy: before the 7th search (6 ahead of
      // it in its lane) each of them may let in 7 of its own, those waiting now and those arriving
      // meanwhile: 6 + 2 × 7 = 20 ahead, 21 turns, 1,050 ms: refused on arrival. Counting only the
      // one each has waiting now (6 + 2 = 8 ahead, 450 ms) would keep it, and it would wait longer
      // than the second as soon as those routes send more.
      expect(await Promise.race([searches[6], turn().then(() => "still waiting")])).toBe(
        "refused: would wait too long",
      );
      vi.useRealTimers();
      holder.open();
      await held;
      expect(await Promise.all([...others, ...searches.slice(0, 6)])).toEqual([
        "served log-in",
        "served view",
        ...[0, 1, 2, 3, 4, 5].map((i) => `served ${i}`),
      ]);
      expect(queue.stats().refused).toEqual({ queueFull: 0, wouldWaitTooLong: 1, notServedInTime: 0 });
    });

    it("holds a request's other queries (e.g. a Promise.all) until its first one is admitted, and refuses them with it", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
      const { queue, holder, held } = await queueAtAPaceOf50ms();
      const ran: string[] = [];
      // A search runs its page and its count at once; neither may pass the new requests' lanes.
      const unit: UnitOfWork = { started: false, lane: "search", arrivedAt: performance.now() };
      const both = runAsUnitOfWork(
        () =>
          Promise.allSettled([
            queue.run(async () => ran.push("page")),
            queue.run(async () => ran.push("count")),
          ]),
        unit,
      );
      await turn();
      vi.advanceTimersByTime(60);
      const others = Array.from({ length: 20 }, (_, i) => request(queue, `route ${i}`, i));
      await turn();
      vi.advanceTimersByTime(20);
      const settled = await both;
      expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected"]);
      vi.useRealTimers();
      holder.open();
      await held;
      await Promise.all(others);
      expect(ran).toEqual([]);
      expect(queue.stats()).toMatchObject({ waiting: 0, inUse: 0 });
    });

    it("never refuses a request that has waited past 100 ms: it stays until it is served", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
      const { queue, holder, held } = await queueAtAPaceOf50ms();
      // Eight routes wait, one request each: each reviewed at 80 ms and kept (its turn fits then).
      const waiting = Array.from({ length: 8 }, (_, i) => request(queue, `route ${i}`, i));
      await turn();
      vi.advanceTimersByTime(80);
      await turn();
      // The holder keeps the database for 5 s: every one of them is served in the end, none refused.
      vi.advanceTimersByTime(5000);
      await turn();
      vi.useRealTimers();
      holder.open();
      await held;
      expect(await Promise.all(waiting)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `served ${i}`));
      expect(queue.stats().refused).toEqual({ queueFull: 0, wouldWaitTooLong: 0, notServedInTime: 0 });
    });

    it("keeps a request whose first query comes more than 100 ms after its arrival, even beyond its lane's bound", async () => {
      const queue = new FairQueue({
        concurrency: 1,
        maxActiveUnits: 64,
        maxWaiting: 64,
        maxWaitingPerLane: 1,
        maxWaitMs: 1000,
      });
      const holder = gate();
      const first = queue.run(() => holder.opened);
      const inTime = outcome(
        runAsUnitOfWork(() => queue.run(async () => "in time"), {
          started: false,
          lane: "search",
          arrivedAt: performance.now(),
        }),
      );
      // The lane is full: a request read just now is refused at once…
      const refused = outcome(
        runAsUnitOfWork(() => queue.run(async () => "late"), {
          started: false,
          lane: "search",
          arrivedAt: performance.now(),
        }),
      );
      expect(await refused).toBe("refused: queue full");
      // …but one that arrived 150 ms ago (its body was read behind a long query) is not refused late.
      const old = outcome(
        runAsUnitOfWork(() => queue.run(async () => "old"), {
          started: false,
          lane: "search",
          arrivedAt: performance.now() - 150,
        }),
      );
      holder.open();
      await first;
      expect(await Promise.all([inTime, old])).toEqual(["served in time", "served old"]);
      expect(queue.stats().keptPastWindow).toBe(1);
    });

    it("keeps a waiting request whose review fires late because a query held the event loop", async () => {
      // One request at a time, at a pace of ~300 ms (three requests of 300 ms let in one after the
      // other); the maximum wait is 1.25 s. The margins hold on a loaded machine, where the three
      // sleeps take longer: the pace may be up to ~415 ms before the third is refused on arrival.
      const queue = new FairQueue({ concurrency: 1, maxActiveUnits: 1, maxWaiting: 64, maxWaitMs: 1250 });
      const units = [0, 1, 2].map(() => ({ started: false }) as UnitOfWork);
      await Promise.all(
        units.map((unit) =>
          runAsUnitOfWork(() => queue.run(() => sleep(300)), unit).then(() => finishUnitOfWork(unit)),
        ),
      );
      const holding: UnitOfWork = { started: false };
      let release: () => void = () => {};
      const held = runAsUnitOfWork(
        () =>
          queue.run(
            () =>
              new Promise<void>((resolve) => {
                release = resolve;
              }),
          ),
        holding,
      ).then(() => finishUnitOfWork(holding));
      await sleep(5);
      // Three wait, foreseen on arrival at ~300, ~600 and ~900 ms: within the 1.25 s, so not refused.
      const waiters = [0, 1, 2].map((i) => request(queue, `route ${i}`, i));
      // The holder runs 600 ms of synchronous work (as PGlite runs a query on the event loop): the
      // 80 ms review fires at ~600 ms, when the third has ~650 ms left of the 1.25 s but ~900 ms to
      // wait. Refused then, its 503 would come 600 ms after its arrival: it is kept and served.
      const until = performance.now() + 600;
      while (performance.now() < until) {}
      await sleep(5);
      release();
      await held;
      expect(await Promise.all(waiters)).toEqual(["served 0", "served 1", "served 2"]);
      expect(queue.stats().refused).toEqual({ queueFull: 0, wouldWaitTooLong: 0, notServedInTime: 0 });
      expect(queue.stats().keptPastWindow).toBe(3);
    });
  });
});
