import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "#api/platform/rate-limit.ts";
import { createAccount, freshEmail, TEST_PASSWORD } from "#api/testing/accounts.ts";
import { codeFrom, type SmtpSink, startSmtpSink } from "#api/testing/smtp-sink.ts";
import { createTestApp, postThroughProxy, type TestApp } from "#api/testing/test-app.ts";
import { type DatabaseKind, databaseKinds } from "#api/testing/test-database.ts";

const WRONG = "not the right password";

// In-memory counters on every database; Redis counters (as several instances share them) when available.
const redisUrl = process.env.TEST_REDIS_URL;
const variants: [DatabaseKind, "memory" | "redis"][] = [
  ...databaseKinds().map((kind): [DatabaseKind, "memory"] => [kind, "memory"]),
  ...(redisUrl ? [["pglite", "redis"] as [DatabaseKind, "redis"]] : []),
];

describe.each(variants)("log-in throttling on %s with %s counters", (kind, counters) => {
  let t: TestApp;
  let smtp: SmtpSink;
  const logIn = (inputEmail: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/log-in",
      remoteAddress,
      payload: { inputEmail, password },
    });
  const alerts = (email: string) =>
    smtp.mails.filter(
      (mail) => mail.to === email && mail.subject === "Someone is trying to sign in to your account",
    );

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const rateLimits =
      counters === "redis" ? createRateLimits(redisUrl, { namespace: `test-${randomUUID()}` }) : undefined;
    // Behind a proxy at 127.0.0.1 as in production; tries sent from other addresses name themselves.
    t = await createTestApp(
      kind,
      { SMTP_URL: smtp.url, TRUST_PROXY: "127.0.0.1" },
      undefined,
      rateLimits ? { rateLimits } : {},
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("slows one address down without locking the owner out of another", async () => {
    const email = await createAccount(t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await logIn(email, WRONG, "127.0.0.2")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);

    // The owner, from their own address, is not affected.
    expect((await logIn(email, TEST_PASSWORD, "127.0.0.3")).statusCode).toBe(200);

    // The guessing address must wait even with the right password.
    const twelfth = await logIn(email, TEST_PASSWORD, "127.0.0.2");
    expect(twelfth.statusCode).toBe(429);
    expect(twelfth.json()).toEqual({
      message: "Too many requests, please try again later",
      code: "too_many_requests",
    });
    expect(Number(twelfth.headers["retry-after"])).toBeGreaterThan(0);

    // The owner is told, once.
    await smtp.waitForMail(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alerts(email)).toHaveLength(0);
  });

  it("makes every further try wait longer", async () => {
    const email = await createAccount(t.database.db);
    for (let i = 0; i < 5; i++) expect((await logIn(email, WRONG, "127.0.0.4")).statusCode).toBe(401);
    const sixth = await logIn(email, WRONG, "127.0.0.4");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers["retry-after"]).toBe("2");

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    // The seventh try (the refused sixth counts too) is checked, and starts an 8-second wait.
    expect((await logIn(email, WRONG, "127.0.0.4")).statusCode).toBe(401);
    const eighth = await logIn(email, WRONG, "127.0.0.4");
    expect(eighth.statusCode).toBe(429);
    expect(eighth.headers["retry-after"]).toBe("8");
  });

  it("checks at most 5 passwords of 30 sent at once from one address", async () => {
    const email = await createAccount(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => logIn(email, `${WRONG} ${i}`, "127.0.0.5")),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401);
    expect(checked).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(25);
  });

  it("stops guessing spread over many addresses at 100 tries an hour per account", async () => {
    const email = await createAccount(t.database.db);
    // 25 addresses, 4 tries each: none of them is ever slowed down on its own.
    for (let address = 1; address <= 25; address++) {
      for (let i = 0; i < 4; i++) {
        expect((await logIn(email, WRONG, `10.3.0.${address}`)).statusCode).toBe(401);
      }
    }
    const ceiling = await logIn(email, TEST_PASSWORD, "10.3.1.1");
    expect(ceiling.statusCode).toBe(429);
    expect(Number(ceiling.headers["retry-after"])).toBeGreaterThan(3000);
    await smtp.waitForMail(email);
    // An unknown account is throttled alike (no way to tell it from a real one), and nobody is mailed.
    const nobody = freshEmail("nobody");
    for (let i = 0; i < 5; i++) expect((await logIn(nobody, WRONG, "127.0.0.6")).statusCode).toBe(401);
    expect((await logIn(nobody, WRONG, "127.0.0.6")).statusCode).toBe(429);
  });

  it("keeps the owner's addresses and the mailbox open when 104 wrong passwords from 26 addresses reach the ceiling", async () => {
    const email = await createAccount(t.database.db, freshEmail("admin"), { role: "admin" });
    const from = (password: string, address: string) =>
      postThroughProxy(t, "/api/auth/log-in", address, { inputEmail: email, password });
    // The owner signed in from home once.
    expect((await from(TEST_PASSWORD, "192.0.2.1")).statusCode).toBe(200);

    // 26 addresses, 4 wrong passwords each: 104 tries, past the ceiling of 100.
    const statuses: number[] = [];
    for (let address = 1; address <= 26; address++) {
      for (let i = 0; i < 4; i++) statuses.push((await from(WRONG, `198.51.100.${address}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    // The ceiling holds for every address that never proved to be the owner's, the right password too.
    expect((await from(TEST_PASSWORD, "198.51.100.200")).statusCode).toBe(429);

    // The owner, from home, signs in.
    const home = await from(TEST_PASSWORD, "192.0.2.1");
    expect(home.statusCode).toBe(200);
    expect(home.json()).toEqual({ accessToken: expect.any(String), userName: "Ada" });

    // From a new address the owner proves the mailbox with a reset code, then signs in from there.
    expect((await from(TEST_PASSWORD, "192.0.2.77")).statusCode).toBe(429);
    await smtp.waitForMail(email); // the sign-in alert
    await postThroughProxy(t, "/api/requestResetPassword", "192.0.2.77", { inputEmail: email });
    const reset = await postThroughProxy(t, "/api/verifyResetPassword", "192.0.2.77", {
      inputEmail: email,
      token: codeFrom(await smtp.waitForMail(email)),
      newpassword: "a brand new passphrase",
    });
    expect(reset.statusCode).toBe(200);
    expect((await from("a brand new passphrase", "192.0.2.77")).statusCode).toBe(200);
    // Still refused to the guessers.
    expect((await from("a brand new passphrase", "198.51.100.201")).statusCode).toBe(429);
  });
});
