// A process's CPU time as Linux counts it (/proc/PID/stat: utime + stime), to compare builds by
// CPU per request rather than by answers a second (decision 139: on this shared machine one
// build's req/s moved 596–2,136 within minutes, its CPU per request 0.40–0.56 ms).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux almost everywhere). */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User plus system CPU time the process `pid` has used so far, in ms; NaN when unreadable (not Linux). */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (2nd field) is in parentheses and may hold spaces: count after its end.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}
