import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../db/schema.ts";
import { type ForeignLock, lockDataDir } from "./data-dir-lock.ts";
import { FairQueue, type FairQueueOptions } from "./fair-queue.ts";
import { PgliteInWorker } from "./pglite-in-worker.ts";
import { makePrivateDir } from "./private-dir.ts";

export type Schema = typeof schema;
/** The Drizzle handle every service receives; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A query built once per database (or transaction) by `build`, typically `….prepare("name")`:
 * the hottest reads skip the query builder, and PostgreSQL's parser and planner once a connection
 * has run them (docs/decisions/129-hot-reads-prepared-http-floor-warm-connections.md).
 */
export function builtOncePerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `steps` (migrations, admin bootstrap, demo data) while this process holds the start-up
   * lock: instances that start at once on one PostgreSQL database run them one after the other,
   * each finding the work of the one before done. PGlite's folder is one process's anyway.
   */
  duringStartUp<T>(steps: () => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** Connections in use and requests waiting for one, for metrics. */
  poolStats(): PoolStats;
  /** PGlite only: the fair queue in front of its single connection. */
  queue?: FairQueue;
  /** PGlite only: bytes of its WebAssembly memory (grows, never shrinks), for metrics. */
  wasmMemoryBytes?(): number;
  /** PGlite on its own thread only: that thread's id and nice value (Linux), as set at its start. */
  threadPriority?(): { tid: number | undefined; nice: number | undefined };
}

export interface PoolStats {
  inUse: number;
  waiting: number;
  capacity: number;
  /** Work refused because the queue was full or the wait too long (PGlite only). */
  refused: number;
}

/**
 * PGlite's single connection: 8 requests in progress at once; new ones wait in one lane per route,
 * at most 8 per lane and 64 in all (decisions 016 and 027); a new request is refused within 100 ms
 * of its arrival (on arrival, or reviewed at 80 ms) when it is foreseen not to be let in within 1 s,
 * and otherwise served, never refused later (decision 098).
 */
export const pgliteQueueDefaults: FairQueueOptions = {
  concurrency: 1,
  maxActiveUnits: 8,
  maxWaiting: 64,
  maxWaitingPerLane: 8,
  maxWaitMs: 1000,
  refuseWithinMs: 100,
  reviewAfterMs: 80,
};

/**
 * The same queue when PGlite runs on its own thread (decision 106): the event loop is no longer
 * stopped by each query, so requests are read as they come rather than one between two queries,
 * and a burst of 40 at once (a form sent by 40 people, an attack counted atomically) is really 40
 * waiting. Refusal is then decided by the foreseen wait alone (the 1 s pace rule); the lane bounds
 * only stop one route from filling the whole queue. With the event loop free, reviews fire on time:
 * a waiting request is reviewed 40 ms after its arrival and may be refused only within its first
 * 60 ms, so its 503 leaves about 60 ms after the read at the latest (decision 123).
 */
export const pgliteInWorkerQueueDefaults: FairQueueOptions = {
  ...pgliteQueueDefaults,
  maxWaiting: 256,
  maxWaitingPerLane: 64,
  refuseWithinMs: 60,
  reviewAfterMs: 40,
};

/**
 * PostgreSQL settings of the embedded database, sized for one process beside a web server rather
 * than PostgreSQL's defaults for a server of its own (decision 027): its buffers live in the
 * process's WebAssembly memory, which grows and never shrinks.
 */
export const pgliteSettings = {
  shared_buffers: "16MB",
  work_mem: "2MB",
  maintenance_work_mem: "16MB",
  temp_buffers: "2MB",
  wal_buffers: "1MB",
};

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Embedded PostgreSQL (PGlite): files under `dataDir`, or in memory when `dataDir` is undefined.
 * A folder on disk is locked against other processes while open (see data-dir-lock.ts); every
 * query waits its turn in a fair queue in front of the single connection (see fair-queue.ts).
 */
export async function openPglite(
  dataDir: string | undefined,
  options: {
    queue?: FairQueueOptions;
    foreignLock?: ForeignLock;
    /** A data directory to start from (a tarball from `dumpDataDir`), instead of a new cluster. */
    loadDataDir?: Blob;
    /**
     * Run PGlite on a worker thread (decision 106), so that its queries never hold the event loop
     * that reads requests and refuses what cannot be served. The server and the API tests do; the
     * command-line tools (backup, restore, export) open it in-process.
     */
    inWorker?: boolean;
    /**
     * On the worker thread: how many steps nicer than the main thread it runs (decision 127),
     * so that the thread that reads requests and sends refusals gets a core first. Default 0:
     * measured, it cost answers on a busy machine and did not shorten the refusals.
     */
    threadNiceSteps?: number;
  } = {},
): Promise<Database & { queue: FairQueue; dumpDataDir(): Promise<Blob> }> {
  let unlock = async () => {};
  if (dataDir) {
    await makePrivateDir(path.dirname(dataDir));
    unlock = await lockDataDir(dataDir, options.foreignLock);
    await makePrivateDir(dataDir);
  }
  const settings = Object.entries(pgliteSettings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  const client = await (options.inWorker
    ? PgliteInWorker.create({
        dataDir,
        loadDataDir: options.loadDataDir
          ? new Uint8Array(await options.loadDataDir.arrayBuffer())
          : undefined,
        startParams: settings,
        niceSteps: options.threadNiceSteps ?? 0,
      }).then((inWorker) => inWorker as unknown as PGlite)
    : PGlite.create({
        dataDir,
        loadDataDir: options.loadDataDir,
        startParams: [...PGlite.defaultStartParams, ...settings],
      })
  ).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const queue = new FairQueue(
    options.queue ?? (options.inWorker ? pgliteInWorkerQueueDefaults : pgliteQueueDefaults),
  );
  const db = drizzlePglite(queued(client, queue), { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    queue,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    duringStartUp: (steps) => steps(),
    ping: (timeoutMs = 2000) =>
      withTimeout(db.execute(sql`select 1`), timeoutMs, "Database ping").then(() => {}),
    close: () => client.close().finally(unlock),
    /** The data directory as an uncompressed tarball, for `loadDataDir`. */
    dumpDataDir: () => client.dumpDataDir("none"),
    wasmMemoryBytes: () =>
      client instanceof PgliteInWorker
        ? client.wasmMemoryBytes()
        : ((client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength ?? 0),
    ...(client instanceof PgliteInWorker && { threadPriority: () => client.threadPriority() }),
    poolStats: () => {
      const { inUse, waiting, capacity, refused } = queue.stats();
      return {
        inUse,
        waiting,
        capacity,
        refused: refused.queueFull + refused.wouldWaitTooLong + refused.notServedInTime,
      };
    },
  };
}

/** The client Drizzle talks to: every query, and every transaction as a whole, takes a turn in `queue`. */
function queued(client: PGlite, queue: FairQueue): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (property !== "query" && property !== "exec" && property !== "transaction") return bound;
      return (...args: unknown[]) => queue.run(async () => bound(...args));
    },
  });
}

/** Advisory lock keys (any bigint; ours start at 727274): migrations, and every start-up step. */
const MIGRATION_LOCK = 727274;
const STARTUP_LOCK = 727275;

/**
 * PostgreSQL server: a pool of `poolSize` connections (DATABASE_POOL_SIZE, decision 137) with
 * connect and statement timeouts so a dead database fails fast.
 */
export async function openPostgres(
  connectionString: string,
  onPoolError: (error: Error) => void = () => {},
  poolSize = 10,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    query_timeout: 12_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", onPoolError);
  // Nor may a checked-out one: the pool listens for errors only while a client is idle, and
  // node-postgres emits 'error' on a client whose connection drops even when a query was running
  // (that query is rejected as well). A transaction holds its client between queries, so a
  // terminated backend or a database restart crashed the process without this listener. The query
  // or transaction fails with a "database unavailable" error (503), and the pool discards the
  // client when it is released (it is no longer queryable).
  const broken = new WeakSet<pg.PoolClient>();
  pool.on("connect", (client) => {
    client.on("error", () => broken.add(client));
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  // Drizzle's pool transaction sends `begin` before its try/finally: when `begin` fails (a backend
  // terminated, the database restarting) the client is never released, one leak per fault, until
  // the pool is exhausted and `pool.end()` waits for ever on SIGTERM. Every transaction checks its
  // client out here and releases it whatever happens, discarding it when its connection broke.
  //
  // An idle client whose backend was terminated (a database restart, a failover) is found out only
  // when `begin` is sent on it. Nothing of the transaction has run then, so it is begun again on
  // another connection (each dead one is discarded; at most the pool's size of them) instead of
  // failing the request; a failure inside the work is never repeated. A database that is down
  // fails at `pool.connect()`, which is not retried.
  // Building a Drizzle instance maps the whole schema (~0.4 ms of CPU); one per pooled connection,
  // reused by every transaction on it, keeps that off each request.
  const perClient = new WeakMap<pg.PoolClient, Db>();
  const onClient = (client: pg.PoolClient): Db => {
    let instance = perClient.get(client);
    if (!instance) {
      instance = drizzlePostgres(client, { schema }) as unknown as Db;
      perClient.set(client, instance);
    }
    return instance;
  };
  const transaction: Db["transaction"] = async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      let begun = false;
      try {
        return await onClient(client).transaction((tx) => {
          begun = true;
          return work(tx);
        }, config);
      } catch (error) {
        if (begun || attempt > poolSize || !isDatabaseUnavailable(error)) throw error;
        broken.add(client);
      } finally {
        client.release(broken.has(client));
      }
    }
  };
  Object.assign(db, { transaction });
  return {
    kind: "postgres",
    db,
    async migrate() {
      // Several instances may start at once: one migrates while the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async duringStartUp(steps) {
      const client = await pool.connect();
      let failed = false;
      try {
        // Tried every 200 ms rather than waited for in one statement, which statement_timeout
        // would end after 10 s while another instance still migrates or seeds.
        while (
          !(await client.query("select pg_try_advisory_lock($1) as locked", [STARTUP_LOCK])).rows[0]?.locked
        ) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return await steps();
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // Ending the session releases the lock, also when the unlock itself cannot be sent.
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => {});
        client.release(failed);
      }
    },
    ping: (timeoutMs = 2000) =>
      withTimeout(pool.query("select 1"), timeoutMs, "Database ping").then(() => {}),
    close: () => pool.end(),
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
      capacity: poolSize,
      refused: 0,
    }),
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  onPoolError?: (error: Error) => void;
  /** PostgreSQL's pool size (DATABASE_POOL_SIZE); unused on PGlite. */
  poolSize?: number;
  /** PGlite on its own thread (the default; decision 106). */
  pgliteInWorker?: boolean;
  /** How many steps nicer than the main thread PGlite's thread runs (decision 127). */
  pgliteThreadNiceSteps?: number;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError, options.poolSize)
    : openPglite(path.join(options.dataDir, "pglite"), {
        inWorker: options.pgliteInWorker ?? true,
        threadNiceSteps: options.pgliteThreadNiceSteps,
      });
}

/** Errors that mean "the database is not reachable right now" rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const e = error as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e || typeof e !== "object") return false;
  const codes = [
    "ECONNREFUSED",
    "ECONNRESET",
    "ETIMEDOUT",
    "ENOTFOUND",
    "EPIPE",
    "57P01",
    "57P02",
    "57P03",
    "08006",
    "08001",
    "08003",
    "08004",
  ];
  if (e.code && codes.includes(e.code)) return true;
  if (
    typeof e.message === "string" &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection timeout/i.test(
      e.message,
    )
  )
    return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}

/** Rows of a raw SQL query; node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** A unique constraint refused the row (PostgreSQL code 23505, on pg and PGlite alike). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}
