import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, TEST_PASSWORD } from "#api/testing/accounts.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())("session lifetime on %s", (kind) => {
  let t: TestApp;
  let offsetMs = 0;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const validate = (accessToken: string) => post("/api/auth/validate-token", { accessToken });
  /** validate-token refuses `token` as a session that has expired. */
  const expectExpired = async (token: string) => {
    const refused = await validate(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: "Session expired. Please login again.",
      code: "unauthorized",
      error: "Session expired. Please login again.",
    });
  };
  const logIn = async () => {
    const email = await createAccount(t.database.db);
    const answer = await post("/api/auth/log-in", { inputEmail: email, password: TEST_PASSWORD });
    return answer.json().accessToken as string;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, undefined, { clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => t.close());

  it("slides for 7 days of disuse", async () => {
    offsetMs = 0;
    const token = await logIn();
    offsetMs = 6 * DAY_MS;
    expect((await validate(token)).statusCode).toBe(200);
    offsetMs = 13 * DAY_MS - 60_000;
    expect((await validate(token)).statusCode).toBe(200);
    offsetMs = 20 * DAY_MS;
    await expectExpired(token);
  });

  it("ends 30 days after log-in however often it is used", async () => {
    offsetMs = 0;
    const token = await logIn();
    for (const day of [6, 12, 18, 24, 29]) {
      offsetMs = day * DAY_MS;
      expect((await validate(token)).statusCode).toBe(200);
    }
    offsetMs = 30 * DAY_MS - 60_000;
    expect((await validate(token)).statusCode).toBe(200);
    offsetMs = 30 * DAY_MS + 60_000;
    await expectExpired(token);
    // A protected call answers the same.
    const profile = await post("/api/view_profile", { accessToken: token });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ message: "Session expired. Please login again.", code: "unauthorized" });
    offsetMs = 0;
  });
});
