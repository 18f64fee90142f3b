import { randomUUID } from "node:crypto";
import { authMessages, messages } from "@site/contract/messages";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, sessions, users } from "#api/db/schema.ts";
import { deliverDueMail } from "#api/platform/mail/outbox.ts";
import { smtpTransport } from "#api/platform/mail/transports.ts";
import { registrationOf, resetPasswordWithCode } from "#api/testing/accounts.ts";
import { codeFrom, type SmtpSink, startSmtpSink } from "#api/testing/smtp-sink.ts";
import { createMailingTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { sha256 } from "./secrets.ts";

const password = "correct horse battery staple";
const newEmail = () => `user-${randomUUID()}@example.com`;
const registration = (email: string) => registrationOf(email, password);

describe.each(databaseKinds())("accounts on %s", (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let clockOffsetMs = 0;
  const post = (url: string, payload?: object) => t.app.inject({ method: "POST", url, payload });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createMailingTestApp(kind, smtp, {
      clock: () => new Date(Date.now() + clockOffsetMs),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function registerAndVerify(email: string): Promise<void> {
    expect((await post("/api/auth/register", registration(email))).statusCode).toBe(200);
    const code = codeFrom(await smtp.waitForMail(email));
    expect((await post("/api/auth/verify", { inputEmail: email, token: code })).statusCode).toBe(200);
  }

  it("registers, e-mails a code, verifies, logs in, validates and logs out", async () => {
    const email = newEmail();
    const registered = await post("/api/auth/register", registration(email));
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ message: messages.registrationSuccessful });

    // Not yet verified: the right password leads to verification (a fresh code), not in.
    await smtp.waitForMail(email);
    const early = await post("/api/auth/log-in", { inputEmail: email, password });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe("email_not_verified");

    const mail = await smtp.waitForMail(email);
    const code = codeFrom(mail);
    expect(mail.html).toContain(code);
    expect(mail.text).toContain(
      `https://jobs.example.com/request-registration?verify=1&email=${encodeURIComponent(email)}&token=${code}`,
    );

    // Verifying signs the person in (decision 091): a session of the new account.
    const verified = await post("/api/auth/verify-register", { email, token: code });
    expect(verified.json()).toEqual({
      message: messages.verificationSuccessful,
      accessToken: expect.any(String),
      userName: "Ada",
    });
    // ...and sets its cookie for the server's render of the person's pages (decision 130).
    expect(verified.headers["set-cookie"]).toBe(
      `site_session=${verified.json().accessToken}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`,
    );
    const fromVerify = await post("/api/auth/validate-token", { accessToken: verified.json().accessToken });
    expect(fromVerify.json()).toEqual({ success: { email, role: "candidate" } });

    const login = await post("/api/auth/log-in", { inputEmail: email.toUpperCase(), password });
    expect(login.statusCode).toBe(200);
    const { accessToken, userName } = login.json();
    expect(userName).toBe("Ada");
    expect(Buffer.from(accessToken, "base64url").length).toBeGreaterThanOrEqual(32);

    // Only the hash of the token is stored.
    const stored = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(accessToken)));
    expect(stored).toHaveLength(1);
    const raw = await t.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(raw.map((row) => row.h)).not.toContain(accessToken);

    const valid = await post("/api/auth/validate-token", { accessToken });
    expect(valid.json()).toEqual({ success: { email, role: "candidate" } });

    expect((await post("/api/auth/log-out", { accessToken })).statusCode).toBe(200);
    const after = await post("/api/auth/validate-token", { accessToken });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      message: messages.sessionExpired,
      error: messages.sessionExpired,
      code: "unauthorized",
    });
  });

  it("resets a password in two steps: the requester cannot choose it, the code's holder does", async () => {
    const email = newEmail();
    await registerAndVerify(email);
    const { accessToken } = (await post("/api/auth/log-in", { inputEmail: email, password })).json();
    const attackers = "the attacker's chosen password";
    const newPassword = "a brand new passphrase 2026";

    // Old clients (and attackers) still send a password with the request: it is accepted and ignored.
    const requested = await post("/api/requestResetPassword", {
      inputEmail: email,
      password: attackers,
      newpassword: attackers,
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      message: "If an account exists for this email, we have sent a code to reset the password.",
    });
    // Nothing changes before the code is confirmed.
    expect((await post("/api/auth/log-in", { inputEmail: email, password })).statusCode).toBe(200);

    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe(`Your password reset code: ${codeFrom(mail)}`);
    expect(mail.text).toContain("https://jobs.example.com/request-reset-pw?");
    const code = codeFrom(mail);

    // The new password comes with the code, under the registration rules.
    for (const [newpassword, body] of [
      [
        undefined,
        {
          message: "newpassword: Password is required.",
          code: "validation",
          fields: { newpassword: "Password is required." },
        },
      ],
      [
        "short",
        {
          message: "newpassword: Password must be at least 8 characters.",
          code: "validation",
          fields: { newpassword: "Password must be at least 8 characters." },
        },
      ],
      [
        "password123",
        { message: "This password is too common. Please choose a less predictable one.", code: "validation" },
      ],
    ] as const) {
      const refused = await resetPasswordWithCode(t, email, code, newpassword);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(body);
    }
    const done = await resetPasswordWithCode(t, email, code, newPassword);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: "Your password has been reset. Please log in with your new password.",
    });

    const changed = await smtp.waitForMail(email);
    expect(changed.subject).toBe("Your password was changed");
    expect(changed.text).toContain("The password of your account was just changed");
    expect((await post("/api/auth/validate-token", { accessToken })).statusCode).toBe(401);
    expect((await post("/api/auth/log-in", { inputEmail: email, password })).statusCode).toBe(401);
    expect((await post("/api/auth/log-in", { inputEmail: email, password: attackers })).statusCode).toBe(401);
    expect((await post("/api/auth/log-in", { inputEmail: email, password: newPassword })).statusCode).toBe(
      200,
    );
    // Single use.
    const again = await resetPasswordWithCode(t, email, code, "yet another passphrase");
    expect(again.statusCode).toBe(400);
  });

  it("after a password reset, an older unused reset code of the account is dead", async () => {
    const email = newEmail();
    await registerAndVerify(email);
    await post("/api/requestResetPassword", { inputEmail: email });
    const older = codeFrom(await smtp.waitForMail(email));
    await post("/api/requestResetPassword", { inputEmail: email });
    const newer = codeFrom(await smtp.waitForMail(email));
    const reset = (token: string, newpassword: string) => resetPasswordWithCode(t, email, token, newpassword);
    expect((await reset(newer, "the owner's new passphrase")).statusCode).toBe(200);
    await smtp.waitForMail(email); // "Your password was changed"

    // Whoever holds the first mail cannot use its code once the second one was used.
    const stale = await reset(older, "a stranger's passphrase");
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: authMessages.invalidToken, code: "validation" });
    expect(
      (await post("/api/auth/log-in", { inputEmail: email, password: "the owner's new passphrase" }))
        .statusCode,
    ).toBe(200);
  });

  it("answers log-out only once the session is revoked: a failed revocation is an error, not a 200", async () => {
    const email = newEmail();
    await registerAndVerify(email);
    const { accessToken } = (await post("/api/auth/log-in", { inputEmail: email, password })).json();
    // The database refuses to revoke this one session, as a dropped connection or a failing disk would.
    const hash = sha256(accessToken);
    await t.database.db.execute(
      sql.raw(`create function refuse_log_out() returns trigger language plpgsql as $$
        begin raise exception 'revocation failed'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_log_out before update on sessions for each row
        when (old.token_hash = '${hash}') execute function refuse_log_out()`),
    );
    try {
      const failed = await post("/api/auth/log-out", { accessToken });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ message: "Internal Server Error", code: "internal" });
      // The session still works, and the person was not told otherwise.
      expect((await post("/api/auth/validate-token", { accessToken })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql.raw("drop trigger refuse_log_out on sessions"));
      await t.database.db.execute(sql.raw("drop function refuse_log_out()"));
    }
    expect((await post("/api/auth/log-out", { accessToken })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it("never reactivates a deactivated account through a reset, and ends its sessions", async () => {
    const email = newEmail();
    await registerAndVerify(email);
    const { accessToken } = (await post("/api/auth/log-in", { inputEmail: email, password })).json();
    await post("/api/requestResetPassword", { inputEmail: email });
    const code = codeFrom(await smtp.waitForMail(email));
    // An admin deactivates the account while the code is on its way.
    await t.database.db.update(users).set({ status: "deactivated" }).where(eq(users.email, email));
    const newPassword = "a deactivated account's passphrase";
    await resetPasswordWithCode(t, email, code, newPassword);

    const [after] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(after?.status).toBe("deactivated");
    const login = await post("/api/auth/log-in", { inputEmail: email, password: newPassword });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: "Invalid email or password", code: "unauthorized" });
    await t.database.db.update(users).set({ status: "active" }).where(eq(users.email, email));
    expect((await post("/api/auth/validate-token", { accessToken })).statusCode).toBe(401);
  });

  it("answers a reset request for an unknown e-mail exactly like a known one, and sends nothing", async () => {
    const address = newEmail();
    const unknown = await post("/api/requestResetPassword", { inputEmail: address });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      message: "If an account exists for this email, we have sent a code to reset the password.",
    });
    await expect(smtp.waitForMail(address, 500)).rejects.toThrow(/no mail/);
  });

  it("signs in only the one call that activates the account: the same link again, or two at once, open one session", async () => {
    const email = newEmail();
    expect((await post("/api/auth/register", registration(email))).statusCode).toBe(200);
    const code = codeFrom(await smtp.waitForMail(email));
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const sessionsOf = async () =>
      (
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, user?.id ?? ""))
      ).length;

    const both = await Promise.all([
      post("/api/auth/verify-register", { email, token: code }),
      post("/api/auth/verify", { inputEmail: email, token: code }),
    ]);
    const tokens = both.map((answer) => answer.json().accessToken).filter(Boolean);
    expect(tokens).toHaveLength(1);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await sessionsOf()).toBe(1);

    // The leaked link, used again later: refused like any wrong code, and no session.
    for (const url of ["/api/auth/verify-register", "/api/auth/verify"]) {
      const field = url.endsWith("register") ? "email" : "inputEmail";
      const again = await post(url, { [field]: email, token: code });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: "Invalid or expired token. Please request a new one.",
        code: "validation",
      });
    }
    expect(await sessionsOf()).toBe(1);
  });

  it("answers verification of a verified address exactly like an unknown one", async () => {
    const email = newEmail();
    await registerAndVerify(email);
    for (const url of ["/api/auth/verify", "/api/auth/verify-register"]) {
      const field = url.endsWith("register") ? "email" : "inputEmail";
      const known = await post(url, { [field]: email, token: "123456" });
      const unknown = await post(url, { [field]: newEmail(), token: "123456" });
      expect(known.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(known.json()).toEqual({
        message: "Invalid or expired token. Please request a new one.",
        code: "validation",
      });
      expect(unknown.json()).toEqual(known.json());
    }
  });

  it.each([
    [{ email: "not-an-email" }, "email: Invalid email address."],
    [{ password: "short" }, "password: Password must be at least 8 characters."],
    [{ first_name: undefined }, "first_name: First name is required."],
    [{ company: "   " }, "company: Company is required."],
    [{ password: "password123" }, authMessages.commonPassword],
  ])("refuses registration %o with a clear message and stores nothing", async (change, message) => {
    const email = newEmail();
    const response = await post("/api/auth/register", { ...registration(email), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: "validation" });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("accepts a 64-character password without truncating it", async () => {
    const email = newEmail();
    const long = `${"p".repeat(63)}1`;
    await post("/api/auth/register", { ...registration(email), password: long });
    const code = codeFrom(await smtp.waitForMail(email));
    await post("/api/auth/verify", { inputEmail: email, token: code });
    expect((await post("/api/auth/log-in", { inputEmail: email, password: long })).statusCode).toBe(200);
    const truncated = long.slice(0, 63);
    expect((await post("/api/auth/log-in", { inputEmail: email, password: truncated })).statusCode).toBe(401);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a duplicate registration with 409", async () => {
    const email = newEmail();
    await post("/api/auth/register", registration(email));
    const again = await post("/api/auth/register", registration(email.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: authMessages.duplicateEmail, code: "conflict" });
  });

  it("refuses wrong, reused and expired codes, and kills a code after five wrong tries", async () => {
    const email = newEmail();
    await post("/api/auth/register", registration(email));
    const code = codeFrom(await smtp.waitForMail(email));
    const wrong = code === "000000" ? "111111" : "000000";

    for (let i = 1; i <= 4; i++) {
      const response = await post("/api/auth/verify", { inputEmail: email, token: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: authMessages.invalidToken, code: "validation" });
    }
    const fifth = await post("/api/auth/verify", { inputEmail: email, token: wrong });
    expect(fifth.statusCode).toBe(429);
    // The right code no longer works after the fifth wrong try; a new one must be requested.
    const sixth = await post("/api/auth/verify", { inputEmail: email, token: code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: authMessages.tooManyTokenTries, code: "too_many_requests" });

    const resent = await t.app.inject({
      method: "POST",
      url: `/api/auth/resend-token?email=${encodeURIComponent(email)}`,
    });
    expect(resent.json()).toEqual({ message: messages.tokenResent });
    const fresh = codeFrom(await smtp.waitForMail(email));
    expect((await post("/api/auth/verify", { inputEmail: email, token: fresh })).statusCode).toBe(200);
    const reused = await post("/api/auth/verify", { inputEmail: email, token: fresh });
    expect(reused.statusCode).toBe(400);

    const other = newEmail();
    await post("/api/auth/register", registration(other));
    const late = codeFrom(await smtp.waitForMail(other));
    clockOffsetMs = 31 * 60 * 1000;
    try {
      const expired = await post("/api/auth/verify", { inputEmail: other, token: late });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: authMessages.invalidToken, code: "validation" });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("never tells which part of a log-in was wrong, and stops brute force with 429", async () => {
    const email = newEmail();
    await registerAndVerify(email);
    const unknown = await post("/api/auth/log-in", { inputEmail: newEmail(), password });
    const wrong = await post("/api/auth/log-in", { inputEmail: email, password: "wrong password!" });
    expect(unknown.json()).toEqual({ message: messages.invalidCredentials, code: "unauthorized" });
    expect(wrong.json()).toEqual({ message: messages.invalidCredentials, code: "unauthorized" });

    let limited: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 12 && !limited; i++) {
      const response = await post("/api/auth/log-in", { inputEmail: email, password: `guess number ${i}` });
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers["retry-after"])).toBeGreaterThan(0);
    // Even the right password is refused while the account is locked out.
    expect((await post("/api/auth/log-in", { inputEmail: email, password })).statusCode).toBe(429);
  });

  it("keeps mail in the outbox while SMTP is down and delivers it once when it is back", async () => {
    const email = newEmail();
    await smtp.stop();
    await t.app.mailer.stop();
    await post("/api/auth/register", registration(email));
    const from = "test@example.com";
    const transport = smtpTransport(smtp.url);
    const down = await deliverDueMail(t.database.db, transport, from, new Date());
    expect(down.failed).toBeGreaterThanOrEqual(1);
    const [queued] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(queued?.sentAt).toBeNull();
    expect(queued?.attempts).toBe(1);

    await smtp.restart();
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const up = await deliverDueMail(t.database.db, transport, from, later);
    expect(up.sent).toBeGreaterThanOrEqual(1);
    await deliverDueMail(t.database.db, transport, from, new Date(later.getTime() + 60 * 60 * 1000));
    await smtp.waitForMail(email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.filter((mail) => mail.to === email)).toHaveLength(0);
    await transport.close?.();
  });
});
