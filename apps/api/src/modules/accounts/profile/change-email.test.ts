import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, oneTimeTokens } from "#api/db/schema.ts";
import { accountWithSession, freshEmail, TEST_PASSWORD } from "#api/testing/accounts.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { codeFrom } from "#api/testing/smtp-sink.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { issueCode } from "../auth/one-time-codes.ts";

describe.each(databaseKinds())("changing the e-mail address on %s", (kind) => {
  let clockOffsetMs = 0;
  const post = (url: string, payload: object) => ctx.t.app.inject({ method: "POST", url, payload });
  const ask = (token: string, newEmail: string, password = TEST_PASSWORD) =>
    post("/api/request_email_change", { accessToken: token, newEmail, password });
  const confirm = (token: string, code: string) =>
    post("/api/confirm_email_change", { accessToken: token, code });
  const logIn = (inputEmail: string) => post("/api/auth/log-in", { inputEmail, password: TEST_PASSWORD });
  /** The code in the latest mail to `address`, read the way its owner would. */
  async function codeMailedTo(address: string): Promise<string> {
    await ctx.t.app.mailer.flush();
    const mail = await ctx.smtp.waitForMail(address);
    expect(mail.subject).toMatch(/^Your code to change your e-mail address: \d{6}$/);
    return mail.subject.slice(-6);
  }

  const ctx = withMailingTestApp(kind, {}, { clock: () => new Date(Date.now() + clockOffsetMs) });

  it("changes the address only with the code mailed to the new one, tells the old one, keeps the session", async () => {
    const me = await accountWithSession(ctx.t.database.db, "candidate");
    const newEmail = freshEmail("moved");
    const asked = await ask(me.token, `  ${newEmail.toUpperCase()} `);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      message: `We e-mailed a code to ${newEmail}. Enter it here to finish the change; it expires in 30 minutes.`,
    });
    const code = await codeMailedTo(newEmail);
    // Until the code is entered nothing changed, and the old address heard nothing.
    expect(ctx.smtp.mails.filter((mail) => mail.to === me.email)).toEqual([]);
    expect((await post("/api/view_profile", { accessToken: me.token })).json().emailAddress).toBe(me.email);

    const done = await confirm(me.token, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: `Your e-mail address is now ${newEmail}.`, email: newEmail });
    // The session that made the change still works, and shows the new address.
    expect((await post("/api/view_profile", { accessToken: me.token })).json().emailAddress).toBe(newEmail);

    await ctx.t.app.mailer.flush();
    const notice = await ctx.smtp.waitForMail(me.email);
    expect(notice.subject).toBe("Your e-mail address was changed");
    expect(notice.text).toBe(
      "The e-mail address of your account was changed. This address no longer signs in, and every code we had mailed here no longer works.\n\nIf you did not do this, write to us at once through our contact page, from this address: we will lock the account and give it back to you.\nhttp://localhost:3000/contact-us\n",
    );
    // The old mailbox is not told where the account went.
    expect(notice.text).not.toContain(newEmail);
    expect(notice.html).not.toContain(newEmail);
    expect((await logIn(newEmail)).statusCode).toBe(200);
    expect((await logIn(me.email)).json().message).toBe("Invalid email or password");
    // The code is single use.
    expect((await confirm(me.token, code)).json()).toMatchObject({
      message: "Invalid or expired token. Please request a new one.",
      fields: { code: "Invalid or expired token. Please request a new one." },
    });
  });

  it("ends every unused code of the account: a reset code mailed to the old address is dead", async () => {
    const me = await accountWithSession(ctx.t.database.db, "candidate");
    // Codes the old mailbox holds: a password reset asked for the old address, and a verification code.
    await post("/api/requestResetPassword", { inputEmail: me.email });
    await ctx.t.app.mailer.flush();
    const resetCode = codeFrom(await ctx.smtp.waitForMail(me.email));
    await issueCode(ctx.t.database.db, me.id, "verify_email", new Date());

    const newEmail = freshEmail("moved");
    await ask(me.token, newEmail);
    expect((await confirm(me.token, await codeMailedTo(newEmail))).statusCode).toBe(200);

    // Whoever reads the old mailbox cannot reset the password of the moved account with its code.
    const reset = await post("/api/verifyResetPassword", {
      inputEmail: newEmail,
      token: resetCode,
      newpassword: "the old mailbox's passphrase",
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({
      message: "Invalid or expired token. Please request a new one.",
      code: "validation",
    });
    expect((await logIn(newEmail)).statusCode).toBe(200);
    const codes = await ctx.t.database.db
      .select({ purpose: oneTimeTokens.purpose, usedAt: oneTimeTokens.usedAt })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, me.id));
    expect(codes).toHaveLength(3);
    expect(codes.filter((row) => row.usedAt === null)).toEqual([]);
  });

  it("refuses a wrong current password at its field and mails nothing", async () => {
    const me = await accountWithSession(ctx.t.database.db, "candidate");
    const newEmail = freshEmail("nope");
    const refused = await ask(me.token, newEmail, "not my password");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: "The password is not correct.",
      code: "validation",
      fields: { password: "The password is not correct." },
    });
    expect(
      await ctx.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, newEmail)),
    ).toEqual([]);
    expect((await ask(me.token, me.email)).json().fields).toEqual({
      newEmail: "This is already your e-mail address.",
    });
    expect((await ask(me.token, "not-an-address")).json().fields).toMatchObject({
      newEmail: "Invalid email address.",
    });
  });

  it("answers an address of another account like any other, and says it is taken only after the code", async () => {
    const me = await accountWithSession(ctx.t.database.db, "candidate");
    const other = await accountWithSession(ctx.t.database.db, "employer");
    const nobody = freshEmail("free");
    const free = await ask(me.token, nobody);
    const taken = await ask(me.token, other.email);
    // Same status, same words (but the address): typing an address tells nobody whether it has an account.
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(taken.json().message.replace(other.email, "X")).toBe(free.json().message.replace(nobody, "X"));

    // The newest request wins: the code for `nobody` no longer works, the one for the taken address does.
    const stale = await codeMailedTo(nobody);
    expect((await confirm(me.token, stale)).statusCode).toBe(400);
    const code = await codeMailedTo(other.email);
    const refused = await confirm(me.token, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "This e-mail address belongs to another account. Choose a different address.",
      code: "conflict",
      fields: { newEmail: "This e-mail address belongs to another account. Choose a different address." },
    });
    expect((await post("/api/view_profile", { accessToken: me.token })).json().emailAddress).toBe(me.email);
    expect((await post("/api/view_profile", { accessToken: other.token })).json().emailAddress).toBe(
      other.email,
    );
  });

  it("stops a code after five tries and when it has expired", async () => {
    const me = await accountWithSession(ctx.t.database.db, "candidate");
    const newEmail = freshEmail("guess");
    await ask(me.token, newEmail);
    const code = await codeMailedTo(newEmail);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i += 1) expect((await confirm(me.token, wrong)).statusCode).toBe(400);
    expect((await confirm(me.token, wrong)).statusCode).toBe(429);
    const dead = await confirm(me.token, code);
    expect(dead.statusCode).toBe(429);
    expect(dead.json().message).toBe("Too many wrong tokens. Please request a new one.");

    await ask(me.token, newEmail);
    const late = await codeMailedTo(newEmail);
    clockOffsetMs = 31 * 60 * 1000;
    try {
      expect((await confirm(me.token, late)).json().message).toBe(
        "Invalid or expired token. Please request a new one.",
      );
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("lets a stolen session try only ten passwords in a quarter of an hour", async () => {
    const me = await accountWithSession(ctx.t.database.db, "candidate");
    for (let i = 0; i < 10; i += 1)
      expect((await ask(me.token, freshEmail("x"), `guess number ${i}`)).statusCode).toBe(400);
    const blocked = await ask(me.token, freshEmail("x"));
    expect(blocked.statusCode).toBe(429);
  });
});
