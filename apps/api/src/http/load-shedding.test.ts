// Load shedding through the real app (decision 016): a full database queue and a lagging event
// loop both answer a quick 503 with Retry-After and a readable message.
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { openPglite } from "../platform/database.ts";
import { testConfig } from "../testing/test-app.ts";

const search = { method: "POST" as const, url: "/api/search_jobs", payload: { accessToken: null } };
const busy = { message: "The site is busy. Please try again in a moment.", code: "busy" };

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function appOnSmallQueue(loadShedding?: { maxEventLoopDelayMs: number; sampleIntervalMs: number }) {
  const database = await openPglite(undefined, {
    queue: { concurrency: 1, maxActiveUnits: 8, maxWaiting: 2, maxWaitMs: 10_000 },
  });
  await database.migrate();
  const app = await buildApp({ config: await testConfig(), database }, { loadShedding });
  await app.ready();
  cleanup = async () => {
    await app.close();
    await database.close();
  };
  return { app, database };
}

describe("load shedding on PGlite", () => {
  it("answers requests beyond the queue's bound at once with 503 and Retry-After, and serves the rest", async () => {
    const { app, database } = await appOnSmallQueue();
    // Something holds the single connection for 1.5 s.
    const holder = database.queue.run(() => sleep(1500));
    const started = Date.now();
    const answers = Array.from({ length: 6 }, () =>
      app.inject(search).then((response) => ({ response, ms: Date.now() - started })),
    );
    const settled = await Promise.all(answers);
    await holder;
    const refused = settled.filter(({ response }) => response.statusCode === 503);
    const served = settled.filter(({ response }) => response.statusCode === 200);
    expect(refused).toHaveLength(4);
    expect(served).toHaveLength(2);
    for (const { response, ms } of refused) {
      expect(response.headers["retry-after"]).toBe("1");
      expect(response.json()).toEqual(busy);
      // Refused while the connection is still held: nobody waits for a turn that cannot come.
      expect(ms).toBeLessThan(1000);
    }
    for (const { ms } of served) expect(ms).toBeGreaterThanOrEqual(1400);
  });

  it("answers 503 with Retry-After while the event loop lags, except the health route", async () => {
    const { app } = await appOnSmallQueue({ maxEventLoopDelayMs: 50, sampleIntervalMs: 1000 });
    expect((await app.inject(search)).statusCode).toBe(200);
    // Block the event loop until a sample sees the lag (a sample is taken about once a second).
    for (let tries = 0; tries < 5 && !app.isUnderPressure(); tries += 1) {
      const until = Date.now() + 1200;
      while (Date.now() < until) {
        // busy: the lag load shedding must notice
      }
      await sleep(5);
    }
    expect(app.isUnderPressure()).toBe(true);
    const [refused, health] = await Promise.all([
      app.inject(search),
      app.inject({ method: "GET", url: "/api/health" }),
    ]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("1");
    expect(refused.json()).toEqual(busy);
    expect(health.statusCode).toBe(200);
  });
});
