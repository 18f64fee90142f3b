import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#api/app.ts";
import { type Database, openPostgres } from "#api/platform/database.ts";
import { createTestApp, type TestApp, testConfig } from "#api/testing/test-app.ts";
import { createTestDatabase, databaseKinds } from "#api/testing/test-database.ts";
import type { NewJob } from "./create-job.ts";
import { createJobsService } from "./jobs-service.ts";
import { consistentTotal } from "./search-jobs.ts";

const now = new Date("2026-11-01T12:00:00Z");

interface Answer {
  data: { jobId: number; jobTitle: string }[];
  totalMatches: number;
  totalPages: number;
  totalCount: number;
  facets?: { workplace: { value: string; count: number }[] };
}

// Issue 28, item 7: another instance posts a job; this one's next answer lists it and counts it.
// Two apps on one database, each with its own count cache, are two instances. On PostgreSQL they
// have a connection pool each, as two processes would.
describe.each(databaseKinds())("search counts of two instances on one %s database", (kind) => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDatabase: Database | undefined;
  const word = `zorbicant${randomBytes(3).toString("hex")}`;
  const job = (title: string): NewJob => ({
    title: `${title} ${word}`,
    companyName: "Quillstone",
    location: "Toronto, ON",
    descriptionHtml: "<p>Keep the counts honest.</p>",
    postedAt: now,
    workplace: "remote",
  });
  const search = async (app: FastifyInstance, body: object): Promise<Answer> =>
    (
      await app.inject({ method: "POST", url: "/api/search_jobs", payload: { accessToken: null, ...body } })
    ).json();

  beforeAll(async () => {
    a = await createTestApp(kind);
    bDatabase = kind === "postgres" ? await openPostgres(a.database.url ?? "") : undefined;
    // PGlite's folder belongs to one process, so two apps on it are no two instances of production:
    // there the second keeps no visitor answers (decision 121), and its counts are what is tested.
    // On PostgreSQL it keeps them, and they follow the job writes of the other instance too.
    b = await buildApp({
      config: await testConfig(kind === "pglite" ? { ANSWER_CACHE_MS: "0" } : {}),
      database: bDatabase ?? a.database,
    });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await bDatabase?.close();
    await a.close();
  });

  it("lists and counts a job the other instance posted, at once", async () => {
    const before = await search(b, { keyword: word, page: 1 });
    expect(before).toMatchObject({ data: [], totalMatches: 0, totalPages: 0 });
    const openBefore = before.totalCount;
    await search(b, { keyword: word, page: 1, facets: true });

    const [id] = await a.app.jobs.create([job("Counter")], now);
    const after = await search(b, { keyword: word, page: 1 });
    expect(after.data.map((row) => row.jobId)).toEqual([id]);
    expect(after.totalMatches).toBe(1);
    expect(after.totalPages).toBe(1);
    expect(after.totalCount).toBe(openBefore + 1);
    const faceted = await search(b, { keyword: word, page: 1, facets: true });
    expect(faceted.totalMatches).toBe(1);
    expect((await search(b, { keyword: "", page: 1 })).totalMatches).toBe(openBefore + 1);

    await a.app.jobs.close(id ?? 0);
    expect(await search(b, { keyword: word, page: 1 })).toMatchObject({ data: [], totalMatches: 0 });
  });

  // PGlite's folder belongs to one process: there is no other instance to follow.
  if (kind === "postgres")
    it("counts the other instance's job although this page does not show it", async () => {
      // Twelve matches: the first page is full, so only the shared version tells that there are more.
      await a.app.jobs.create(
        Array.from({ length: 11 }, (_, i) => job(`Batch ${i}`)),
        now,
      );
      expect((await search(b, { keyword: word, page: 1, facets: true })).totalMatches).toBe(11);
      await a.app.jobs.create([job("Twelfth")], now);
      const after = await search(b, { keyword: word, page: 1, facets: true });
      expect(after.data).toHaveLength(10);
      expect(after.totalMatches).toBe(12);
      expect(after.totalPages).toBe(2);
      expect(after.facets?.workplace).toContainEqual({ value: "remote", count: 12 });
    });
});

// Decision 139: an instance that keeps no visitor answers looks none up under a job-writes number,
// so a visitor's search reads the number beside its page, as a signed-in caller's does (decision
// 085), instead of waiting for the read before it starts. Held here by a lock on the number's table.
// PGlite has one connection: nothing runs beside anything there.
if (databaseKinds().includes("postgres"))
  describe("a visitor's search on PostgreSQL that keeps no answer", () => {
    it("reads its page while the job-writes number is still being read", async () => {
      const database = await createTestDatabase("postgres");
      const holder = new pg.Client({ connectionString: database.url });
      // Another session: pg_stat_activity is read once per transaction, and the holder's stays open.
      const watcher = new pg.Client({ connectionString: database.url });
      await holder.connect();
      await watcher.connect();
      try {
        const jobs = createJobsService(database.db, { sharedDatabase: true, answerCacheMs: 0 });
        await holder.query("begin");
        await holder.query("lock table app_settings in access exclusive mode");
        const [held] = (await holder.query("select clock_timestamp() as at, pg_backend_pid() as pid")).rows;
        const filters = { employmentType: [], workplace: [], jobCountry: [], jobCity: [], companyName: [] };
        const answer = jobs.searchAnswer(
          { keyword: "", page: 1, sort: "relevance", facets: false, filters },
          now,
          (found) => JSON.stringify({ totalMatches: found.totalMatches, shown: found.data.length }),
        );
        // The statements the service sent since (by table): the job-writes read, waiting for the
        // lock, and the page's select, run beside it. Before, the page waited for the read.
        const statements = async () =>
          (
            await watcher.query(
              `select query from pg_stat_activity where datname = current_database()
             and pid not in (pg_backend_pid(), $2) and query_start >= $1`,
              [held.at, held.pid],
            )
          ).rows
            .map((row: { query: string }) => /from "(\w+)"/.exec(row.query)?.[1] ?? row.query)
            .sort();
        const deadline = Date.now() + 3000;
        while ((await statements()).length < 2 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(await statements()).toEqual(["app_settings", "jobs"]);
        await holder.query("rollback");
        expect(JSON.parse(await answer)).toEqual({ totalMatches: 0, shown: 0 });
      } finally {
        await watcher.end();
        await holder.end();
        await database.dispose();
      }
    });
  });

describe("the match count an answer gives", () => {
  it.each([
    // cached count, offset, rows on the page -> count answered
    [0, 0, 1, 1],
    [0, 0, 0, 0],
    [25, 0, 10, 25],
    [5, 0, 10, 10],
    [40, 20, 4, 24],
    [11, 10, 0, 10],
    [3, 10, 0, 3],
    [0, 990, 10, 1000],
  ])("cached %i at offset %i with %i rows shown: %i", (cached, offset, shown, expected) => {
    expect(consistentTotal(cached, offset, shown)).toBe(expected);
  });
});
