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

  it("reports its WebAssembly memory", () => {
    expect(inWorker.wasmMemoryBytes?.()).toBeGreaterThan(16 * 1024 * 1024);
  });
});
