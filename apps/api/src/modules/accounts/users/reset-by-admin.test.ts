import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, resetPasswordWithCode, TEST_PASSWORD } from "#api/testing/accounts.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { codeFrom } from "#api/testing/smtp-sink.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const ADMIN_PASSWORD = "the admin's own passphrase";

describe.each(databaseKinds())("password reset by an admin on %s", (kind) => {
  const ctx = withMailingTestApp(kind);
  let admin: string;
  const post = (url: string, payload: object) => ctx.t.app.inject({ method: "POST", url, payload });

  beforeAll(async () => {
    const adminEmail = await createAccount(ctx.t.database.db, undefined, {
      role: "admin",
      password: ADMIN_PASSWORD,
    });
    admin = (await post("/api/auth/log-in", { inputEmail: adminEmail, password: ADMIN_PASSWORD })).json()
      .accessToken;
  });

  it("asks for the admin's own password and lets the user choose the new one", async () => {
    const email = await createAccount(ctx.t.database.db);
    const chosenByAdmin = "a password the admin picked";

    // The admin confirms with their own password; the new password they send is not used.
    const askReset = (adminPassword: string) =>
      post("/api/requestResetPasswordWithToken", {
        authToken: admin,
        inputEmail: email,
        password: adminPassword,
        newpassword: chosenByAdmin,
      });
    const wrong = await askReset("not the admin's password");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: "Your password is not correct.", code: "forbidden" });

    const sent = await askReset(ADMIN_PASSWORD);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: "A code to choose a new password has been e-mailed to the user.",
    });

    const code = codeFrom(await ctx.smtp.waitForMail(email));
    // The admin's choice was ignored: nothing has changed yet.
    expect((await post("/api/auth/log-in", { inputEmail: email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    const ownChoice = "the user's own new passphrase";
    const done = await resetPasswordWithCode(ctx.t, email, code, ownChoice);
    expect(done.statusCode).toBe(200);
    expect((await ctx.smtp.waitForMail(email)).subject).toBe("Your password was changed");
    expect((await post("/api/auth/log-in", { inputEmail: email, password: chosenByAdmin })).statusCode).toBe(
      401,
    );
    expect((await post("/api/auth/log-in", { inputEmail: email, password: ownChoice })).statusCode).toBe(200);
  });

  it("says when the account to reset does not exist, after the admin's password", async () => {
    const unknown = {
      authToken: admin,
      inputEmail: "nobody-to-reset@example.com",
      password: ADMIN_PASSWORD,
      newpassword: "whatever passphrase",
    };
    const answer = await post("/api/requestResetPasswordWithToken", unknown);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: "No account with this email.", code: "not_found" });
    const wrong = await post("/api/requestResetPasswordWithToken", { ...unknown, password: "a wrong one" });
    expect(wrong.statusCode).toBe(403);
  });

  it("invites someone: a pending account that the e-mailed code activates", async () => {
    const email = `invited-${Date.now()}@example.com`;
    const password = "an invited person's passphrase";
    const invited = await post("/api/requestRegistrationWithToken", {
      authToken: admin,
      inputEmail: email,
      password,
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toEqual({
      message: "The account has been created and a verification code e-mailed.",
    });
    expect(codeFrom(await ctx.smtp.waitForMail(email))).toMatch(/^\d{6}$/);
    // Pending until verified: the right password leads to the verification step (decision 030),
    // which mails a fresh code.
    const early = await post("/api/auth/log-in", { inputEmail: email, password });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      message:
        "Your email address is not verified yet. We have emailed you a verification code: enter it to finish logging in.",
      code: "email_not_verified",
    });
    const code = codeFrom(await ctx.smtp.waitForMail(email));
    expect((await post("/api/auth/verify", { inputEmail: email, token: code })).statusCode).toBe(200);
    expect((await post("/api/auth/log-in", { inputEmail: email, password })).statusCode).toBe(200);

    const again = await post("/api/requestRegistrationWithToken", {
      authToken: admin,
      inputEmail: email,
      password,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An account with this email already exists.");
  });

  it("refuses to invite with a common password, and creates nothing", async () => {
    const email = `invited-common-${Date.now()}@example.com`;
    const refused = await post("/api/requestRegistrationWithToken", {
      authToken: admin,
      inputEmail: email,
      password: "password123",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("This password is too common. Please choose a less predictable one.");
    const lookup = await post("/api/selectUser", { authToken: admin, inputEmail: email });
    expect(lookup.statusCode).toBe(404);
  });
});
