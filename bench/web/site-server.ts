// Starts the production server (API + built web app) for a benchmark: a free port, a fresh
// temporary DATA_DIR, no shared infrastructure; stop() ends it and removes the data.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startSiteServer(
  repoRoot: string,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-web-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    // The demo jobs, so /search-jobs and /job/{id} show what a visitor sees.
    SEED_DEMO_DATA: "true",
    LOG_LEVEL: "warn",
  };
  for (const name of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "S3_BUCKET", "S3_ENDPOINT", "S3_REGION"])
    delete env[name];
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // Generous: seeding the demo jobs on a busy machine can take minutes (BENCH_SERVER_WAIT_S to wait longer).
  const waitSeconds = Number(process.env.BENCH_SERVER_WAIT_S ?? 180);
  const deadline = Date.now() + waitSeconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy within ${waitSeconds} s`);
}
