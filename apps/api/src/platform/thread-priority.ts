// The embedded database's thread can yield the CPU to the thread that reads requests
// (PGLITE_THREAD_NICE, docs/decisions/127-database-thread-priority-measured.md). On Linux every
// thread has a nice value of its own: this thread's id comes from /proc/thread-self, and raising a
// nice value needs no privilege. Elsewhere (no /proc/thread-self) nothing is changed and nothing fails.
import { readlinkSync } from "node:fs";
import os from "node:os";

/** The highest nice value Linux knows (the lowest priority). */
const NICEST = 19;

export interface ThreadPriority {
  /** The calling thread's id in the operating system (Linux's tid), when it could be read. */
  tid: number | undefined;
  /** The thread's nice value after the call, when it could be read. */
  nice: number | undefined;
}

/** The calling thread's id in the operating system, from /proc/thread-self (`<pid>/task/<tid>`). */
export function currentThreadId(readLink: (path: string) => string = readlinkSync): number | undefined {
  try {
    const tid = Number(/\/task\/(\d+)$/.exec(readLink("/proc/thread-self"))?.[1]);
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes the calling thread `steps` nicer than it is (at most 19): when the cores are busy, the
 * scheduler gives the others their turn first. 0 changes nothing. Never throws: where the thread's
 * id or priority cannot be read or set, it is left as it was.
 */
export function lowerThisThreadPriority(
  steps: number,
  system: {
    readLink?: (path: string) => string;
    getPriority?: (tid: number) => number;
    setPriority?: (tid: number, nice: number) => void;
  } = {},
): ThreadPriority {
  const getPriority = system.getPriority ?? ((tid: number) => os.getPriority(tid));
  const setPriority = system.setPriority ?? ((tid: number, nice: number) => os.setPriority(tid, nice));
  const tid = currentThreadId(system.readLink);
  if (tid === undefined) return { tid, nice: undefined };
  let nice: number;
  try {
    nice = getPriority(tid);
  } catch {
    return { tid, nice: undefined };
  }
  if (steps <= 0 || nice >= NICEST) return { tid, nice };
  const wanted = Math.min(NICEST, nice + steps);
  try {
    setPriority(tid, wanted);
    return { tid, nice: wanted };
  } catch {
    return { tid, nice };
  }
}
