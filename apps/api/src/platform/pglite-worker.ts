// The embedded database on a thread of its own (docs/decisions/106-pglite-on-its-own-thread.md):
// this file is a worker_threads entry. It opens PGlite with the options it was given and answers
// the main thread's messages — a query, a statement list, the steps of a transaction, a dump of
// the data directory, close — one reply per message, with the WebAssembly memory's size beside
// it. Only data crosses the thread: errors travel as their fields and are rebuilt on the other side.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { WorkerReply, WorkerRequest, WorkerStart } from "./pglite-in-worker.ts";
import { lowerThisThreadPriority } from "./thread-priority.ts";

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread only");
const start = workerData as WorkerStart;
// When asked (PGLITE_THREAD_NICE, decision 127), yield the cores to the thread that reads requests
// and sends refusals, before PostgreSQL starts its work here.
const priority = lowerThisThreadPriority(start.niceSteps ?? 0);

/** An error's name, message, stack and own fields (PostgreSQL's code, detail, constraint…). */
function fieldsOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error))
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  return fields;
}

/** Query options without functions: the parsers Drizzle asks for are "keep the text" for these types. */
function optionsOf(request: { rowMode?: "array" | "object"; keepText?: number[] }) {
  const parsers = Object.fromEntries((request.keepText ?? []).map((type) => [type, (text: string) => text]));
  return { rowMode: request.rowMode, parsers };
}

const client = await PGlite.create({
  dataDir: start.dataDir,
  loadDataDir: start.loadDataDir ? new Blob([start.loadDataDir]) : undefined,
  startParams: [...PGlite.defaultStartParams, ...start.startParams],
}).catch((error: unknown) => {
  port.postMessage({ id: 0, error: fieldsOf(error), memory: 0 } satisfies WorkerReply);
  throw error;
});
const memory = () => (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength ?? 0;

/** Open transactions by id: the PGlite transaction, how to end it, and its outcome once ended. */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }
>();

async function answer(request: WorkerRequest): Promise<unknown> {
  const target = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
  if (!target) throw new Error(`transaction ${request.tx} is not open`);
  switch (request.op) {
    case "query":
      return target.query(request.sql, request.params, optionsOf(request));
    case "exec":
      return target.exec(request.sql);
    case "begin": {
      // Resolves once the transaction is open; the transaction itself ends on "end".
      return new Promise<null>((opened, failed) => {
        // PGlite runs the callback after its own awaits, so `done` is set by then.
        const done = client.transaction(
          (tx) =>
            new Promise<void>((commit, rollBack) => {
              transactions.set(request.id, {
                tx,
                end: (ok) => (ok ? commit() : rollBack(new Error("rolled back by the caller"))),
                done,
              });
              opened(null);
            }),
        );
        done.catch(failed);
      });
    }
    case "end": {
      const open = transactions.get(request.txId);
      transactions.delete(request.txId);
      if (!open) throw new Error(`transaction ${request.txId} is not open`);
      open.end(request.commit);
      // A rollback the caller asked for is the expected outcome, not an error.
      return request.commit
        ? open.done.then(() => null)
        : open.done.then(
            () => null,
            () => null,
          );
    }
    case "dump": {
      const blob = await client.dumpDataDir("none");
      return new Uint8Array(await blob.arrayBuffer());
    }
    case "close":
      await client.close();
      return null;
  }
}

port.on("message", (request: WorkerRequest) => {
  answer(request).then(
    (result) => {
      const reply: WorkerReply = { id: request.id, result, memory: memory() };
      if (result instanceof Uint8Array) port.postMessage(reply, [result.buffer as ArrayBuffer]);
      else port.postMessage(reply);
      if (request.op === "close") port.close();
    },
    (error: unknown) =>
      port.postMessage({ id: request.id, error: fieldsOf(error), memory: memory() } satisfies WorkerReply),
  );
});
port.postMessage({ id: 0, result: { ready: true, ...priority }, memory: memory() } satisfies WorkerReply);
