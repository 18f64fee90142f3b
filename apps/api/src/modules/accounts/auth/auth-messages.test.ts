import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, freshEmail, TEST_PASSWORD } from "#api/testing/accounts.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

// The texts people read, written out here on purpose: a changed message must fail this test.
describe.each(databaseKinds())("account error texts on %s", (kind) => {
  let t: TestApp;
  let email: string;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    email = await createAccount(t.database.db);
  });
  afterAll(() => t.close());

  it.each([
    [
      "/api/auth/log-in",
      () => ({ inputEmail: email, password: "wrong password" }),
      401,
      "Invalid email or password",
    ],
    [
      "/api/auth/log-in",
      () => ({ inputEmail: freshEmail(), password: TEST_PASSWORD }),
      401,
      "Invalid email or password",
    ],
    [
      "/api/auth/log-in",
      () => ({ inputEmail: "nope", password: "x" }),
      400,
      "inputEmail: Invalid email address.",
    ],
    [
      "/api/auth/validate-token",
      () => ({ accessToken: "not-a-session" }),
      401,
      "Session expired. Please login again.",
    ],
    [
      "/api/view_profile",
      () => ({ accessToken: "not-a-session" }),
      401,
      "Session expired. Please login again.",
    ],
    ["/api/view_profile", () => ({ accessToken: "null" }), 401, "Access token not found"],
    [
      "/api/auth/verify",
      () => ({ inputEmail: email, token: " " }),
      400,
      "token: Both email and token are required.",
    ],
    [
      "/api/auth/register",
      () => ({
        first_name: "Ada",
        last_name: "Lovelace",
        email: freshEmail(),
        password: "short",
        phone_no: "123",
        company: "Acme",
        title: "Engineer",
      }),
      400,
      "password: Password must be at least 8 characters.",
    ],
    [
      "/api/verifyResetPassword",
      () => ({ inputEmail: email, token: "123456", newpassword: "a fine new passphrase" }),
      400,
      "Invalid or expired token. Please request a new one.",
    ],
  ])("%s answers %o with the literal text", async (url, body, status, message) => {
    const answer = await post(url, body());
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toBe(message);
  });
});
