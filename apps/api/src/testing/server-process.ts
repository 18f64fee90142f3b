import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import path from "node:path";

const apiDir = path.resolve(import.meta.dirname, "../..");

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

/** The real server (src/main.ts) started as a child process, as production starts it. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed on stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** True while the process runs. */
  alive: () => boolean;
}

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return { child, output: () => output, exited, alive: () => child.exitCode === null && !child.signalCode };
}

/**
 * Waits until `path` answers 200 on the port and resolves with the milliseconds that took; fails
 * if the process exits first, or after `timeoutMs`.
 */
export async function waitForStatus200(
  port: number,
  run: ServerProcess,
  urlPath = "/api/health",
  timeoutMs = 60_000,
): Promise<number> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  while (Date.now() < deadline) {
    if (!run.alive()) throw new Error(`server exited early:\n${run.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${urlPath}`);
      await response.arrayBuffer();
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer 200 on ${urlPath}:\n${run.output()}`);
}

/** Servers a test started; `stopAll` kills those still running and waits until they have exited. */
export function serverList() {
  const running: ServerProcess[] = [];
  return {
    add<T extends ServerProcess>(run: T): T {
      running.push(run);
      return run;
    },
    async stopAll(): Promise<void> {
      const runs = running.splice(0);
      for (const run of runs) if (run.alive()) run.child.kill("SIGKILL");
      await Promise.all(runs.map((run) => run.exited));
    },
  };
}
