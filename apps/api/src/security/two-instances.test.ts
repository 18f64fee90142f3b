import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { type Database, openPostgres } from "../platform/database.ts";
import { createRateLimits } from "../platform/rate-limit.ts";
import { codeFrom, type SmtpSink, startSmtpSink } from "../testing/smtp-sink.ts";
import { testConfig } from "../testing/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(postgresUrl && redisUrl)("two instances on shared PostgreSQL and Redis", () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  const instances: { app: FastifyInstance; database: Database }[] = [];
  const namespace = `test-${randomUUID()}`;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    smtp = await startSmtpSink();
    for (let i = 0; i < 2; i++) {
      const own = await openPostgres(database.url ?? "");
      const config = await testConfig({ SMTP_URL: smtp.url, REDIS_URL: redisUrl ?? "" });
      const app = await buildApp({
        config,
        database: own,
        rateLimits: createRateLimits(redisUrl, { namespace }),
      });
      await app.ready();
      instances.push({ app, database: own });
    }
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    await smtp.stop();
    await database.dispose();
  });

  const [a, b] = [0, 1].map(
    (i) => (url: string, payload: object) =>
      (instances[i] as { app: FastifyInstance }).app.inject({ method: "POST", url, payload }),
  ) as [
    (url: string, payload: object) => ReturnType<FastifyInstance["inject"]>,
    (url: string, payload: object) => ReturnType<FastifyInstance["inject"]>,
  ];
  const registration = (email: string) => ({
    first_name: "Two",
    last_name: "Instances",
    email,
    password: "a shared passphrase 42",
    phone_no: "1",
    company: "Acme",
    title: "SRE",
  });

  it("shares accounts and sessions: what one instance issues, the other accepts", async () => {
    const email = `two-${randomUUID()}@example.com`;
    expect((await a("/api/auth/register", registration(email))).statusCode).toBe(200);
    const code = codeFrom(await smtp.waitForMail(email));
    expect((await b("/api/auth/verify", { inputEmail: email, token: code })).statusCode).toBe(200);
    const { accessToken } = (
      await a("/api/auth/log-in", { inputEmail: email, password: "a shared passphrase 42" })
    ).json();
    expect((await b("/api/auth/validate-token", { accessToken })).json().success.email).toBe(email);
    await b("/api/auth/log-out", { accessToken });
    expect((await a("/api/auth/validate-token", { accessToken })).statusCode).toBe(401);
  });

  it("shares rate-limit counters through Redis", async () => {
    const email = `limit-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const call = i % 2 === 0 ? a : b;
      statuses.push(
        (await call("/api/auth/log-in", { inputEmail: email, password: `wrong ${i} password` })).statusCode,
      );
    }
    // From one address, 5 tries are checked across both instances, then the address must wait on either.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it("shares per-address counters through Redis, counted before the body is parsed", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const instance = instances[i % 2] as { app: FastifyInstance };
      const response = await instance.app.inject({
        method: "POST",
        url: "/api/submit_inquiry",
        remoteAddress: "198.51.100.99",
        headers: { "content-type": "application/json" },
        payload: '{"firstName": ',
      });
      statuses.push(response.statusCode);
    }
    // 10 inquiries per address an hour across both instances; malformed bodies count too.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 429]);
  });

  it("delivers each queued mail exactly once although both outbox workers run", async () => {
    for (const instance of instances) await instance.app.mailer.stop();
    const emails = Array.from({ length: 8 }, () => `once-${randomUUID()}@example.com`);
    for (const [i, email] of emails.entries())
      await (i % 2 ? a : b)("/api/auth/register", registration(email));
    for (const instance of instances) instance.app.mailer.start();
    await Promise.all(instances.map((instance) => instance.app.mailer.flush()));
    await Promise.all(instances.map((instance) => instance.app.mailer.flush()));
    for (const email of emails) await smtp.waitForMail(email);
    // Both flushes resolved after their sends, and the sink stores a mail before acknowledging
    // it: a second copy would already be here.
    expect(smtp.mails.filter((mail) => emails.includes(mail.to))).toEqual([]);
  });
});
