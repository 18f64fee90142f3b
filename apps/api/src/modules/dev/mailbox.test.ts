import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";

const key = "k3y-of-this-test-run_0123456789abcdef";
const email = "reader@example.com";

// The mailbox is files under DATA_DIR, not the database: one database kind is enough.
describe("the development mailbox is readable only with its key", () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await createTestApp("pglite", { DEV_MAILBOX_KEY: key });
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        first_name: "Ada",
        last_name: "Lovelace",
        email,
        password: "correct horse battery staple",
        phone_no: "1",
        company: "Acme",
        title: "Engineer",
      },
    });
    expect(registered.statusCode).toBe(200);
    await t.app.mailer.flush();
  });
  afterAll(() => t.close());

  it("answers 404 without a key, for the JSON and the page alike", async () => {
    for (const url of ["/dev/mailbox.json", `/dev/mailbox.json?to=${email}`, "/dev/mailbox"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Not found", code: "not_found" });
      expect(response.body).not.toMatch(/\d{6}|subject|mail/i);
    }
  });

  it("answers 404 to a wrong key, in the query or in the cookie", async () => {
    for (const wrong of ["", "x", key.slice(0, -1), `${key}x`, key.toUpperCase()]) {
      expect((await get(`/dev/mailbox.json?key=${encodeURIComponent(wrong)}`)).statusCode).toBe(404);
      expect((await get("/dev/mailbox.json", { cookie: `dev_mailbox_key=${wrong}` })).statusCode).toBe(404);
    }
  });

  it("shows the mail with the key, and remembers the key in a cookie for the page", async () => {
    const json = await get(`/dev/mailbox.json?key=${key}&to=${email}`);
    expect(json.statusCode).toBe(200);
    expect(json.headers["cache-control"]).toBe("no-store");
    const [mail] = json.json().mails as { to: string; subject: string; text: string }[];
    expect(mail?.to).toBe(email);
    expect(mail?.text).toMatch(/code is \d{6}/);

    const page = await get(`/dev/mailbox?key=${key}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    const cookie = String(page.headers["set-cookie"]);
    expect(cookie).toBe(`dev_mailbox_key=${key}; Path=/dev; HttpOnly; SameSite=Strict; Max-Age=86400`);
    const again = await get("/dev/mailbox", { cookie: `theme=dark; dev_mailbox_key=${key}` });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(email);
  });

  it("draws a fresh random key at every start when none is configured", async () => {
    const other = await createTestApp("pglite");
    try {
      const drawn = other.config.devMailbox?.key ?? "";
      expect(drawn).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(drawn).not.toBe(key);
      expect((await other.app.inject({ method: "GET", url: "/dev/mailbox.json" })).statusCode).toBe(404);
      expect(
        (await other.app.inject({ method: "GET", url: `/dev/mailbox.json?key=${drawn}` })).statusCode,
      ).toBe(200);
    } finally {
      await other.close();
    }
  });
});
