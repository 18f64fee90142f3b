import { randomUUID } from "node:crypto";
import { httpMessages } from "@site/contract/messages";
import pg from "pg";

/** What a load run saw: every request either got an HTTP answer or failed without one. */
export interface LoadTally {
  sent: number;
  /** Requests that got an HTTP answer, whatever its status. */
  answered: number;
  /** Requests that got no answer: connection refused or reset, or a broken answer. */
  failed: number;
  byStatus: Record<number, number>;
  /** 503 answers whose body is not `{message}` with the "temporarily unavailable" text. */
  unclear503: number;
  /** E-mails whose registration was answered 200: each must be stored. */
  acknowledgedEmails: string[];
  /** The first few failures, for the test's message. */
  failures: string[];
}

export function emptyTally(): LoadTally {
  return {
    sent: 0,
    answered: 0,
    failed: 0,
    byStatus: {},
    unclear503: 0,
    acknowledgedEmails: [],
    failures: [],
  };
}

/** One line for the test's output: sent / answered / failed and the answers by status. */
export function describeTally(label: string, tally: LoadTally): string {
  const statuses = Object.entries(tally.byStatus)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
  return `${label}: sent ${tally.sent}, answered ${tally.answered} (${statuses}), failed ${tally.failed}`;
}

/** A random documentation address (198.18.0.0/15), so per-address limits do not turn load into 429s. */
export function randomClientAddress(): string {
  return `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

/**
 * The site's mixed load through `baseUrl`: searches, and registrations (a transaction of four
 * inserts and a queued mail), alternating. The server must trust X-Forwarded-For (TRUST_PROXY)
 * so each request comes from an address of its own.
 */
export async function sendMixedRequest(baseUrl: string, index: number, tally: LoadTally): Promise<void> {
  const register = index % 2 === 0;
  const email = `load-${randomUUID()}@example.com`;
  const body = register
    ? {
        first_name: "Load",
        last_name: "Test",
        email,
        password: "a long load-test passphrase 42",
        phone_no: "1",
        company: "Acme",
        title: "SRE",
      }
    : { keyword: index % 4 === 1 ? "engineer" : "", page: 1 };
  tally.sent++;
  try {
    const response = await fetch(`${baseUrl}${register ? "/api/auth/register" : "/api/search_jobs"}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": randomClientAddress() },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    tally.answered++;
    tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
    if (response.status === 503 && !isUnavailableAnswer(text)) tally.unclear503++;
    if (register && response.status === 200) tally.acknowledgedEmails.push(email);
  } catch (error) {
    tally.failed++;
    if (tally.failures.length < 5) tally.failures.push(String((error as Error).cause ?? error));
  }
}

function isUnavailableAnswer(text: string): boolean {
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return message === httpMessages.unavailable || message === httpMessages.busy;
  } catch {
    return false;
  }
}

/** Runs `concurrency` loops of `send` until `stop` settles, then waits for the requests in flight. */
export async function runLoad(
  concurrency: number,
  send: (index: number) => Promise<void>,
  stop: Promise<unknown>,
): Promise<void> {
  let stopped = false;
  const end = () => {
    stopped = true;
  };
  stop.then(end, end);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!stopped) await send(next++);
    }),
  );
}

/**
 * The database fault of the load tests: four rounds, `pauseMs` apart, in which PostgreSQL (reached
 * as the superuser of `adminUrl`) terminates every connection to the database of `databaseUrl`,
 * then a last pause of 300 ms. Answers how many connections it terminated and when the last round ran.
 */
export async function terminateConnectionsInRounds(
  adminUrl: string,
  databaseUrl: string,
  pauseMs: number,
): Promise<{ terminated: number; lastRound: number }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = new URL(databaseUrl).pathname.slice(1);
  let terminated = 0;
  let lastRound = 0;
  try {
    for (let round = 0; round < 4; round++) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      terminated += rows.length;
      lastRound = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await admin.end();
  }
  return { terminated, lastRound };
}
