import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// A fresh PGlite cluster, its migrations and the demo data: about 10 s on a quiet machine, but over
// 60 s was seen at a load average of 28 on 2 cores (the machine is shared); only a failure waits this long.
const startTimeoutMs = 180_000;
const stopTimeoutMs = 10_000;

/** Settings that would point the server at shared infrastructure instead of its fresh DATA_DIR. */
const sharedInfrastructure = [
  "DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Keeps the last lines the server printed, to show them if it fails. */
function captureOutput(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => lines.join("\n");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before answering /api/health.\n` +
          `--- server output ---\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(
    `The server did not answer GET ${baseURL}/api/health with 200 within ${startTimeoutMs / 1000} s.\n` +
      `--- server output ---\n${output()}`,
  );
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * Starts the production server (API + built web app; password hashes at the minimum cost) on a free port with a fresh, temporary
 * DATA_DIR and demo data, waits until it is healthy, and returns the teardown. The web app
 * must already be built (`npm run build`). With E2E_BASE_URL set, that server is used instead.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) {
    console.log(`E2E: using the server at ${process.env.E2E_BASE_URL}`);
    return undefined;
  }

  const port = await freePort();
  const mailboxKey = randomBytes(24).toString("base64url");
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "site-e2e-"));
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "true",
    // The local profile: mail goes to the development mailbox, which the tests read at
    // /dev/mailbox.json with the key they chose (support/mailbox.ts), the way a user reads their
    // inbox; the links in it point at this server.
    NODE_ENV: "development",
    DEV_MAILBOX_KEY: mailboxKey,
    PUBLIC_BASE_URL: baseURL,
    // The bootstrap admin that the console specs log in as (support/admin.ts).
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Requests reach the server from the loopback address only; trusting it as a proxy lets the
    // account helper (support/accounts.ts) sign each test account up from an address of its own.
    // A request without X-Forwarded-For still counts against 127.0.0.1's limits.
    TRUST_PROXY: "127.0.0.1",
    // A scheduled job goes public within a second of its time instead of 30 s: the drafts spec
    // waits for one (docs/decisions/090-ci-fast-again.md).
    JOB_PUBLICATION_INTERVAL_MS: "1000",
    // No drain when the suite is done: nothing is in flight then, and the 5 s default (which
    // main.test.ts tests) was the last 5 s of every e2e run (docs/decisions/140-ci-time-side-by-side.md).
    SHUTDOWN_DRAIN_MS: "0",
  };
  for (const name of sharedInfrastructure) delete env[name];

  // main.ts with cheap password hashes: no e2e test tests hashing (apps/api/src/testing/e2e-server.ts).
  const child = spawn(process.execPath, ["apps/api/src/testing/e2e-server.ts"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = captureOutput(child);
  let ready = false;
  let stopping = false;
  child.on("exit", (code, signal) => {
    // Before it is ready, waitForHealth reports the exit; afterwards, say why tests now fail.
    if (ready && !stopping)
      console.error(`E2E: the server stopped unexpectedly (${code ?? signal}).\n${output()}`);
  });

  try {
    await waitForHealth(baseURL, child, output);
  } catch (error) {
    stopping = true;
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  ready = true;
  // Workers inherit the runner's environment; playwright.config.ts reads it as baseURL.
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAILBOX_KEY = mailboxKey;
  console.log(`E2E: server ready at ${baseURL} (DATA_DIR ${dataDir})`);

  return async () => {
    stopping = true;
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  };
}
