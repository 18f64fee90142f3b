// /metrics through the real app: off unless METRICS_TOKEN is set, then only with the bearer token;
// routes by pattern (a token in a URL never becomes a label), the database pool, the outbox and
// mail failures.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { mailOutbox } from "../db/schema.ts";
import { enqueueMail } from "../platform/mail/outbox.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { databaseKinds } from "../testing/test-database.ts";

const token = "metrics-token-4f9a1c7e2b";
// The app's clock stands still (whole seconds); the outbox worker uses the real one, so not in the future.
const now = new Date(Math.floor(Date.now() / 1000) * 1000);

/** The value of one sample line, e.g. `db_queue_waiting 0`. */
function sample(body: string, line: string): number | undefined {
  const found = body.split("\n").find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe.each(databaseKinds())("metrics on %s", (kind) => {
  let off: TestApp;
  let on: TestApp;
  const scrape = (authorization?: string) =>
    on.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    off = await createTestApp(kind);
    // Nothing listens on port 1: every delivery attempt fails.
    on = await createTestApp(kind, { METRICS_TOKEN: token, SMTP_URL: "smtp://127.0.0.1:1" }, undefined, {
      clock: () => now,
    });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it("is off (404) without METRICS_TOKEN, even with a token", async () => {
    const response = await off.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found", code: "not_found" });
  });

  it("refuses a missing, wrong or extended token with 401", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-000000000", `Bearer ${token}x`, token]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "A valid metrics token is required", code: "unauthorized" });
      expect(response.body).not.toContain("http_request");
    }
  });

  it("counts requests by route pattern, never by the raw URL", async () => {
    await on.app.inject({ method: "POST", url: "/api/search_jobs", payload: { accessToken: null } });
    await on.app.inject({ method: "GET", url: "/api/viewAttachment/secret-link-token-123/resume.pdf" });
    const response = await scrape(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    const body = response.body;
    expect(
      sample(
        body,
        'http_request_duration_seconds_count{method="POST",route="/api/search_jobs",status_code="200"}',
      ),
    ).toBe(1);
    expect(body).toContain('route="/api/viewAttachment/:token/:resumeUrl"');
    expect(body).not.toContain("secret-link-token-123");
  });

  it("counts a streamed chat answer too (its route writes the response itself)", async () => {
    const streamed = await on.app.inject({
      method: "POST",
      url: "/api/chat/stream",
      payload: { user_input: "How do I restart a service?" },
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.body).toContain("event: answer");
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(
      sample(
        body,
        'http_request_duration_seconds_count{method="POST",route="/api/chat/stream",status_code="200"}',
      ),
    ).toBe(1);
  });

  it("shows the database pool or queue and the event-loop lag", async () => {
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(sample(body, "db_connections_capacity")).toBe(kind === "pglite" ? 1 : 10);
    expect(sample(body, "db_queue_waiting")).toBe(0);
    expect(sample(body, "db_queue_refused_total")).toBe(0);
    // Nothing holds a connection once the app is idle. Not read from one scrape: a background query
    // (the outbox worker's) can be running at that instant on a busy machine (CI saw 1 once).
    await expect
      .poll(async () => sample((await scrape(`Bearer ${token}`)).body, "db_connections_in_use"), {
        timeout: 5_000,
      })
      .toBe(0);
    expect(sample(body, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("shows the outbox depth, the age of its oldest mail and failed deliveries", async () => {
    await enqueueMail(
      on.database.db,
      { to: "someone@example.com", subject: "Hello", text: "Hello", html: "<p>Hello</p>" },
      new Date(now.getTime() - 90_000),
    );
    await on.app.mailer.flush();
    const [row] = await on.database.db
      .select({ attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "someone@example.com"));
    expect(row?.attempts).toBeGreaterThanOrEqual(1);
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(sample(body, "mail_outbox_pending")).toBe(1);
    expect(sample(body, "mail_outbox_oldest_pending_age_seconds")).toBe(90);
    expect(sample(body, "mail_outbox_given_up")).toBe(0);
    expect(sample(body, "mail_delivery_failures_total")).toBe(row?.attempts);
  });
});

describe("METRICS_TOKEN", () => {
  it("must be a long secret, and is never echoed", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short-secret" })).toThrow(
      /^Invalid configuration: METRICS_TOKEN must be at least 16 characters \(a random secret\)$/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: "has a space in the middle" })).toThrow(
      /^Invalid configuration: METRICS_TOKEN must be printable ASCII without spaces$/,
    );
  });
});
