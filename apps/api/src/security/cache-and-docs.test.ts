import type { Endpoint } from "@site/contract/endpoint";
import { endpoints } from "@site/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../modules/accounts/public.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { databaseKinds } from "../testing/test-database.ts";

const admin = { email: "root-admin@example.com", password: "an admin passphrase 9981" };
const secrets = {
  DEV_MAILBOX_KEY: "docs-must-never-show-this-key-0001",
  MAIL_FROM: "Sender <sender-7c1f@example.com>",
  CONTACT_EMAIL: "inbox-5b2e@example.com",
};

describe.each(databaseKinds())("caching and the API docs on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...secrets, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    await ensureAdmin(t.database.db, admin.email, admin.password, new Date());
  });
  afterAll(() => t.close());

  it("answers Cache-Control: no-store to every API call that carries a token or personal data", async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
    const loggedIn = await post("/api/auth/log-in", { inputEmail: admin.email, password: admin.password });
    expect(loggedIn.statusCode).toBe(200);
    const { accessToken } = loggedIn.json();
    const personal = [
      loggedIn,
      await post("/api/auth/validate-token", { accessToken }),
      await post("/api/listUsers", { accessToken, page: 1 }),
      await post("/api/view_profile", { accessToken }),
      await post("/api/chat", { user_input: "What is the Systems Controller?" }),
    ];
    for (const answer of personal) expect(answer.headers["cache-control"]).toBe("no-store");
    expect(personal[1]?.statusCode).toBe(200);
  });

  it("sets it on every contract endpoint's answer, errors included", async () => {
    const every = Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]);
    expect(every.length).toBeGreaterThan(30);
    for (const endpoint of every) {
      const url = endpoint.path.replace(":token", "1.x").replace(":resumeUrl", "none");
      const answer = await t.app.inject({ method: endpoint.method, url, remoteAddress: "192.0.2.10" });
      expect(answer.headers["cache-control"], `${endpoint.method} ${url}`).toBe("no-store");
    }
  });

  it("publishes docs that show no configuration value, example token or development route", async () => {
    const pages = await Promise.all(
      ["/api/docs", "/api/docs/json", "/api/docs/yaml", "/api/docs/static/swagger-initializer.js"].map(
        (url) => t.app.inject({ method: "GET", url }),
      ),
    );
    for (const page of pages) expect(page.statusCode).toBe(200);
    const everything = pages.map((page) => page.body).join("\n");
    for (const value of [...Object.values(secrets), admin.email, admin.password]) {
      expect(everything).not.toContain(value);
    }
    expect(everything).not.toContain(t.config.dataDir);
    // The development mailbox is on here, and still absent from the docs.
    expect(t.config.devMailbox?.key).toBe(secrets.DEV_MAILBOX_KEY);
    const document = pages[1]?.json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith("/dev"))).toEqual([]);
    expect(pages[1]?.body).not.toMatch(/"examples?"\s*:/);
  });
});
