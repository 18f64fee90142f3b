import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeTokens, users } from "#api/db/schema.ts";
import { createAccount, freshEmail } from "#api/testing/accounts.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { codeFrom } from "#api/testing/smtp-sink.ts";
import { postThroughProxy, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Flow = {
  name: string;
  url: string;
  /** Creates the account, sends its code by mail, answers the body of a try with `token`. */
  start: (t: TestApp, email: string) => Promise<void>;
  /** The owner asks for a fresh code, from their own address. */
  again: (t: TestApp, email: string, address: string) => Promise<unknown>;
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
    again: (t, email, address) =>
      postThroughProxy(t, `/api/auth/resend-token?email=${encodeURIComponent(email)}`, address),
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
    again: (t, email, address) =>
      postThroughProxy(t, "/api/requestResetPassword", address, { inputEmail: email }),
    body: (email, token) => ({ inputEmail: email, token, newpassword: "a new and uncommon passphrase" }),
  },
];

describe.each(databaseKinds())("code guessing on %s", (kind) => {
  const ctx = withMailingTestApp(
    kind,
    // Behind a proxy at 127.0.0.1, as in production: X-Forwarded-For names the client.
    { TRUST_PROXY: "127.0.0.1" },
  );

  it.each(flows)("compares at most 5 of 40 simultaneous guesses of a $name code", async (flow) => {
    const email = freshEmail();
    await flow.start(ctx.t, email);
    const code = codeFrom(await ctx.smtp.waitForMail(email));
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");

    // 40 wrong guesses, each from its own address, all at once; the right code goes with them.
    const guesses = Array.from({ length: 40 }, (_, i) =>
      ctx.t.app.inject({
        method: "POST",
        url: flow.url,
        remoteAddress: `10.1.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        payload: flow.body(email, wrong(i)),
      }),
    );
    const answers = await Promise.all(guesses);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited.length).toBeGreaterThan(35);

    const right = await ctx.t.app.inject({ method: "POST", url: flow.url, payload: flow.body(email, code) });
    expect(right.statusCode).toBe(429);

    const [user] = await ctx.t.database.db.select().from(users).where(eq(users.email, email));
    const [row] = await ctx.t.database.db
      .select({ tries: oneTimeTokens.failedAttempts, usedAt: oneTimeTokens.usedAt })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user?.id ?? ""), eq(oneTimeTokens.purpose, flow.purpose)));
    // Each compared guess was counted first, so the counter tells how many were compared.
    expect(row?.tries).toBe(5);
    expect(row?.usedAt).toBeNull();
    expect(user?.status).toBe(flow.purpose === "verify_email" ? "pending" : "active");
  });

  it.each(flows)(
    "limits $name code tries per (e-mail, client address): another address keeps its own allowance",
    async (flow) => {
      // An unknown address has no code: every try is "invalid", until the limit of the pair answers.
      const email = freshEmail("nobody");
      const tryFrom = (address: string) =>
        postThroughProxy(ctx.t, flow.url, address, flow.body(email, "123456"));
      for (let i = 1; i <= 10; i++) {
        const answer = await tryFrom("203.0.113.20");
        expect(answer.json()).toEqual({
          message: "Invalid or expired token. Please request a new one.",
          code: "validation",
        });
      }
      const eleventh = await tryFrom("203.0.113.20");
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toEqual({
        message: "Too many requests, please try again later",
        code: "too_many_requests",
      });
      expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(0);
      expect((await tryFrom("203.0.113.21")).statusCode).toBe(400);
    },
  );

  it.each(flows)(
    "lets the owner use a fresh $name code after a stranger's wrong codes from many addresses",
    async (flow) => {
      const email = freshEmail();
      await flow.start(ctx.t, email);
      const first = codeFrom(await ctx.smtp.waitForMail(email));
      const wrong = (i: number) => String((Number(first) + 1 + i) % 1_000_000).padStart(6, "0");
      // 20 wrong codes from 5 other addresses, 4 each: the code dies after 5, the rest are refused.
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const answer = await postThroughProxy(
          ctx.t,
          flow.url,
          `198.51.100.${(i % 5) + 1}`,
          flow.body(email, wrong(i)),
        );
        statuses.push(answer.statusCode);
      }
      expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
      expect(statuses.slice(4).every((status) => status === 429)).toBe(true);

      // The owner, from their own address, asks for a fresh code and uses it.
      await flow.again(ctx.t, email, "192.0.2.10");
      const fresh = codeFrom(await ctx.smtp.waitForMail(email));
      const right = await postThroughProxy(ctx.t, flow.url, "192.0.2.10", flow.body(email, fresh));
      expect(right.statusCode).toBe(200);
      const [user] = await ctx.t.database.db.select().from(users).where(eq(users.email, email));
      expect(user?.status).toBe("active");
    },
  );
});
