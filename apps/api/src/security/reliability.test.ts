import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { type Database, openPostgres } from "../platform/database.ts";
import { startTcpProxy, type TcpProxy } from "../testing/tcp-proxy.ts";
import { testConfig } from "../testing/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)("when the PostgreSQL connection drops under load", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let viaProxy: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const url = new URL(database.url ?? "");
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.host = `127.0.0.1:${proxy.port}`;
    viaProxy = await openPostgres(url.toString());
    app = await buildApp({ config: await testConfig(), database: viaProxy });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await viaProxy.close().catch(() => {});
    await proxy.close();
    await database.dispose();
  });

  const search = () => app.inject({ method: "POST", url: "/api/search_jobs", payload: { keyword: "" } });

  it("stays up, fails fast with 503 and recovers by itself", async () => {
    expect((await search()).statusCode).toBe(200);
    await proxy.cut();
    const started = Date.now();
    const during = await Promise.all(Array.from({ length: 20 }, search));
    expect(Date.now() - started).toBeLessThan(2500);
    for (const response of during) {
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/temporarily unavailable/);
    }
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(503);

    await proxy.restore();
    const deadline = Date.now() + 5000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await search()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});
