import { existsSync, readFileSync, readlinkSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, isUniqueViolation, openPglite, queryRows } from "./database.ts";

/** How many times a 2 ms timer fired while `work` ran: 0 when the work held the event loop throughout. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 2);
  await work();
  clearInterval(timer);
  return ticks;
}

/** A thread's nice value as Linux's scheduler sees it: field 19 of /proc/<pid>/task/<tid>/stat. */
function niceOf(tid: number): number {
  const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, "utf8");
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[19 - 3]);
}

/** The calling thread's id in the operating system. */
const ownThreadId = () => Number(/\/task\/(\d+)$/.exec(readlinkSync("/proc/thread-self"))?.[1]);

// A query that keeps PostgreSQL busy for a few hundred milliseconds.
const heavy = sql`select count(*) from generate_series(1, 4000000) as s(n) where n % 7 = 3`;

// PGlite on its own thread (decision 106): the same answers, errors and transactions as in-process,
// and a long query no longer stops the event loop.
describe("PGlite on a worker thread", () => {
  let inWorker: Database & { dumpDataDir(): Promise<Blob> };
  let inProcess: Database;
  beforeAll(async () => {
    inWorker = await openPglite(undefined, { inWorker: true });
    inProcess = await openPglite(undefined);
    for (const database of [inWorker, inProcess])
      await database.db.execute(sql`create table notes (id int primary key, body text, at timestamptz)`);
  });
  afterAll(async () => {
    await inWorker?.close();
    await inProcess?.close();
  });

  it("answers queries with the same rows, dates kept as Drizzle wants them", async () => {
    await inWorker.db.execute(sql`insert into notes values (1, 'first', '2026-11-28T10:00:00Z')`);
    expect(await queryRows(inWorker.db, sql`select id, body, at from notes`)).toEqual([
      { id: 1, body: "first", at: "2026-11-28 10:00:00+00" },
    ]);
  });

  it("commits a transaction that succeeds and rolls back one that throws", async () => {
    await inWorker.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (2, 'kept', now())`);
    });
    await expect(
      inWorker.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (3, 'dropped', now())`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await queryRows(inWorker.db, sql`select id from notes order by id`)).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  });

  it("sends PostgreSQL's error code across, so a duplicate is recognised", async () => {
    const duplicate = await inWorker.db
      .execute(sql`insert into notes values (1, 'again', now())`)
      .catch((e) => e);
    expect(isUniqueViolation(duplicate)).toBe(true);
  });

  it("dumps its data directory, and a new database starts from the dump", async () => {
    const copy = await openPglite(undefined, { inWorker: true, loadDataDir: await inWorker.dumpDataDir() });
    expect(await queryRows(copy.db, sql`select body from notes order by id`)).toEqual([
      { body: "first" },
      { body: "kept" },
    ]);
    await copy.close();
  });

  it("keeps the event loop turning during a long query, which in-process PGlite stops", async () => {
    // In-process the query is one synchronous call into WebAssembly: the timer cannot fire until it
    // ends (a tick or two around it at most). On the worker the timer keeps firing.
    expect(await ticksDuring(() => inProcess.db.execute(heavy))).toBeLessThanOrEqual(2);
    expect(await ticksDuring(() => inWorker.db.execute(heavy))).toBeGreaterThanOrEqual(10);
  });

  it.runIf(existsSync("/proc/thread-self"))(
    "runs the database's thread the asked number of steps nicer than the thread that opened it (decision 127)",
    async () => {
      const ownNice = niceOf(ownThreadId());
      const nicer = await openPglite(undefined, { inWorker: true, threadNiceSteps: 7 });
      try {
        const { tid, nice } = nicer.threadPriority?.() ?? {};
        expect(tid).not.toBe(ownThreadId());
        expect(niceOf(tid ?? 0)).toBe(Math.min(19, ownNice + 7));
        expect(nice).toBe(Math.min(19, ownNice + 7));
        // Only that thread: this one keeps its priority, and the database still answers.
        expect(niceOf(ownThreadId())).toBe(ownNice);
        expect(await queryRows(nicer.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      } finally {
        await nicer.close();
      }
    },
  );

  it.runIf(existsSync("/proc/thread-self"))(
    "leaves the database's thread at the opening thread's priority unless asked",
    () => {
      const { tid, nice } = inWorker.threadPriority?.() ?? {};
      expect(niceOf(tid ?? 0)).toBe(niceOf(ownThreadId()));
      expect(nice).toBe(niceOf(ownThreadId()));
    },
  );

  it("reports its WebAssembly memory", () => {
    expect(inWorker.wasmMemoryBytes?.()).toBeGreaterThan(16 * 1024 * 1024);
  });
});
