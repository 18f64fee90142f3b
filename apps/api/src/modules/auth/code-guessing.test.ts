import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeTokens, users } from "../../db/schema.ts";
import { createAccount, freshEmail } from "../../testing/accounts.ts";
import { codeFrom, type SmtpSink, startSmtpSink } from "../../testing/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { databaseKinds } from "../../testing/test-database.ts";

type Flow = {
  name: string;
  url: string;
  /** Creates the account, sends its code by mail, answers the body of a try with `token`. */
  start: (t: TestApp, email: string) => Promise<void>;
  body: (email: string, token: string) => object;
  purpose: "verify_email" | "reset_password";
};

const flows: Flow[] = [
  {
    name: "registration",
    url: "/api/auth/verify",
    purpose: "verify_email",
    start: async (t, email) => {
      await createAccount(t.database.db, email, { status: "pending" });
      await t.app.inject({
        method: "POST",
        url: `/api/auth/resend-token?email=${encodeURIComponent(email)}`,
      });
    },
    body: (email, token) => ({ inputEmail: email, token }),
  },
  {
    name: "password reset",
    url: "/api/verifyResetPassword",
    purpose: "reset_password",
    start: async (t, email) => {
      await createAccount(t.database.db, email);
      await t.app.inject({
        method: "POST",
        url: "/api/requestResetPassword",
        payload: { inputEmail: email },
      });
    },
    body: (email, token) => ({ inputEmail: email, token, newpassword: "a new and uncommon passphrase" }),
  },
];

describe.each(databaseKinds())("code guessing on %s", (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it.each(flows)("compares at most 5 of 40 simultaneous guesses of a $name code", async (flow) => {
    const email = freshEmail();
    await flow.start(t, email);
    const code = codeFrom(await smtp.waitForMail(email));
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");

    // 40 wrong guesses, each from its own address, all at once; the right code goes with them.
    const guesses = Array.from({ length: 40 }, (_, i) =>
      t.app.inject({
        method: "POST",
        url: flow.url,
        remoteAddress: `10.1.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        payload: flow.body(email, wrong(i)),
      }),
    );
    const answers = await Promise.all(guesses);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited.length).toBeGreaterThan(35);

    const right = await t.app.inject({ method: "POST", url: flow.url, payload: flow.body(email, code) });
    expect(right.statusCode).toBe(429);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [row] = await t.database.db
      .select({ tries: oneTimeTokens.failedAttempts, usedAt: oneTimeTokens.usedAt })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user?.id ?? ""), eq(oneTimeTokens.purpose, flow.purpose)));
    // Each compared guess was counted first, so the counter tells how many were compared.
    expect(row?.tries).toBe(5);
    expect(row?.usedAt).toBeNull();
    expect(user?.status).toBe(flow.purpose === "verify_email" ? "pending" : "active");
  });

  it.each(flows)(
    "limits $name code tries per e-mail address, whatever the client's address",
    async (flow) => {
      // An unknown address has no code: every try is "invalid", until the per-address limit answers.
      const email = freshEmail("nobody");
      for (let i = 1; i <= 10; i++) {
        const answer = await t.app.inject({
          method: "POST",
          url: flow.url,
          remoteAddress: `10.2.0.${i}`,
          payload: flow.body(email, "123456"),
        });
        expect(answer.json()).toEqual({
          message: "Invalid or expired token. Please request a new one.",
          code: "validation",
        });
      }
      const eleventh = await t.app.inject({
        method: "POST",
        url: flow.url,
        remoteAddress: "10.2.0.11",
        payload: flow.body(email, "123456"),
      });
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toEqual({
        message: "Too many requests, please try again later",
        code: "too_many_requests",
      });
      expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(0);
    },
  );
});
