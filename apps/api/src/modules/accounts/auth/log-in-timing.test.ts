import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAccount, freshEmail, TEST_PASSWORD } from "#api/testing/accounts.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

// The real argon2, watched: every log-in must run exactly one password verification, whether or
// not the account exists, so the answer time does not tell which e-mail addresses have accounts.
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2.verifications += 1;
      return real.verify(...args);
    },
  };
});

describe.each(databaseKinds())("log-in timing on %s", (kind) => {
  let t: TestApp;
  let known: string;
  let pending: string;
  const logIn = (inputEmail: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/log-in", payload: { inputEmail, password } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    known = await createAccount(t.database.db);
    pending = await createAccount(t.database.db, freshEmail("pending"), { status: "pending" });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    argon2.verifications = 0;
  });

  it.each([
    ["an unknown e-mail", () => freshEmail("nobody"), TEST_PASSWORD, 401],
    ["a wrong password", () => known, "not the password", 401],
    ["an unverified account with a wrong password", () => pending, "not the password", 401],
    ["an unverified account with the right password", () => pending, TEST_PASSWORD, 403],
    ["the right password", () => known, TEST_PASSWORD, 200],
  ])("verifies one password hash for %s", async (_, email, password, status) => {
    const answer = await logIn(email(), password);
    expect(answer.statusCode).toBe(status);
    if (status === 401)
      expect(answer.json()).toEqual({ message: "Invalid email or password", code: "unauthorized" });
    if (status === 403) expect(answer.json().code).toBe("email_not_verified");
    expect(argon2.verifications).toBe(1);
  });
});
