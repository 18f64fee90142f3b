// The main thread's side of the embedded database on its own thread
// (docs/decisions/106-pglite-on-its-own-thread.md): an object with the part of PGlite's interface
// that Drizzle and database.ts use — query, exec, transaction, dumpDataDir, close — whose every
// call is a message to pglite-worker.ts. While PostgreSQL runs a query in WebAssembly there, this
// thread stays free to read requests, refuse what cannot be served in time and answer the rest.
import { Worker } from "node:worker_threads";

/** What the worker is started with (workerData). */
export interface WorkerStart {
  dataDir: string | undefined;
  loadDataDir: Uint8Array<ArrayBuffer> | undefined;
  /** PostgreSQL's `-c name=value` settings. */
  startParams: string[];
  /**
   * How many steps nicer than the main thread the database's thread runs (decision 127; Linux
   * only, 0 or unset: the same priority).
   */
  niceSteps?: number;
}

/** The worker's first reply: PGlite is open; its thread's id and nice value where Linux tells them. */
export interface WorkerReady {
  ready: true;
  tid: number | undefined;
  nice: number | undefined;
}

export type WorkerRequest = { id: number; tx?: number } & (
  | {
      op: "query";
      sql: string;
      params: unknown[] | undefined;
      rowMode?: "array" | "object";
      keepText?: number[];
    }
  | { op: "exec"; sql: string }
  | { op: "begin" }
  | { op: "end"; txId: number; commit: boolean }
  | { op: "dump" }
  | { op: "close" }
);

export interface WorkerReply {
  id: number;
  result?: unknown;
  error?: Record<string, unknown>;
  /** Bytes of the worker's WebAssembly memory after the request. */
  memory: number;
}

/** The error the worker sent, as an Error with the same fields (code, detail, constraint…). */
function rebuilt(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? "database error"));
  Object.assign(error, fields);
  return error;
}

/** Drizzle's query options: row mode, and which types to keep as text (its parsers are `(text) => text`). */
interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, (text: string) => unknown>;
}

/**
 * The types whose parser gives the text back unchanged — the only parsers Drizzle passes (dates,
 * intervals and some arrays kept as text). A function cannot cross to another thread, so any other
 * parser is refused rather than silently dropped.
 */
function keptAsText(parsers: QueryOptions["parsers"]): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([type, parse]) => {
    const probe = "2026-01-01 00:00:00+00";
    if (parse(probe) !== probe)
      throw new Error(`A parser for type ${type} cannot run on the database thread`);
    return Number(type);
  });
}

interface Queryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
}

export class PgliteInWorker implements Queryable {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private memory = 0;
  private gone: Error | undefined;
  private thread: WorkerReady | undefined;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on("message", (reply: WorkerReply) => {
      this.memory = reply.memory;
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.waiting.delete(reply.id);
      if (reply.error) waiter.reject(rebuilt(reply.error));
      else waiter.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.gone = Object.assign(new Error(`The embedded database stopped: ${error.message}`), {
        code: "57P01",
        cause: error,
      });
      for (const waiter of this.waiting.values()) waiter.reject(this.gone);
      this.waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`its thread exited with code ${code}`)));
  }

  /** Starts the worker and resolves once PGlite is open there (or rejects with its error). */
  static async create(start: WorkerStart): Promise<PgliteInWorker> {
    const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), {
      workerData: start,
      transferList: start.loadDataDir ? [start.loadDataDir.buffer as ArrayBuffer] : [],
    });
    const client = new PgliteInWorker(worker);
    await new Promise<void>((resolve, reject) => {
      client.waiting.set(0, {
        resolve: (ready) => {
          client.thread = ready as WorkerReady;
          resolve();
        },
        reject,
      });
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return client;
  }

  private send(request: WorkerRequest): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  private id() {
    return this.nextId++;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.queryIn(undefined, sql, params, options);
  }

  exec(sql: string) {
    return this.send({ id: this.id(), op: "exec", sql });
  }

  private queryIn(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    return this.send({
      id: this.id(),
      tx,
      op: "query",
      sql,
      params,
      rowMode: options?.rowMode,
      keepText: keptAsText(options?.parsers),
    });
  }

  /** Runs `work` in one transaction of the worker's PGlite: committed if it resolves, rolled back if it throws. */
  async transaction<T>(work: (tx: Queryable & { rollback(): Promise<void> }) => Promise<T>): Promise<T> {
    const txId = this.id();
    await this.send({ id: txId, op: "begin" });
    const tx = {
      query: (sql: string, params?: unknown[], options?: QueryOptions) =>
        this.queryIn(txId, sql, params, options),
      exec: (sql: string) => this.send({ id: this.id(), tx: txId, op: "exec", sql }),
      rollback: async () => {
        throw new Error("rolled back");
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.send({ id: this.id(), op: "end", txId, commit: false });
      throw error;
    }
    await this.send({ id: this.id(), op: "end", txId, commit: true });
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    const bytes = (await this.send({ id: this.id(), op: "dump" })) as Uint8Array<ArrayBuffer>;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.gone) return;
    await this.send({ id: this.id(), op: "close" });
    await this.worker.terminate();
  }

  /** The database thread's id in the operating system and its nice value (Linux), as set at its start. */
  threadPriority(): { tid: number | undefined; nice: number | undefined } {
    return { tid: this.thread?.tid, nice: this.thread?.nice };
  }

  /** Bytes of PGlite's WebAssembly memory, as of the last reply. */
  wasmMemoryBytes(): number {
    return this.memory;
  }
}
