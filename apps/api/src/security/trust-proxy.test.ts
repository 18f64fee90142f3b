import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, postThroughProxy, type TestApp } from "../testing/test-app.ts";
import { databaseKinds } from "../testing/test-database.ts";

const inquiry = {
  firstName: "Ada",
  lastName: "Lovelace",
  emailAddress: "ada@example.com",
  phoneNumber: "+44 20 7946 0000",
  messageContent: "Does the Systems Controller run on ARM servers?",
};

// Inquiries allow 10 per IP address an hour: the cheapest per-IP limit to reach.
describe.each(databaseKinds())("TRUST_PROXY and per-IP rate limits on %s", (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const submit = (app: TestApp, forwardedFor: string) =>
    postThroughProxy(app, "/api/submit_inquiry", forwardedFor, inquiry);

  it("keys the limit on X-Forwarded-For when the request comes from a trusted proxy", async () => {
    t = await createTestApp(kind, { TRUST_PROXY: "127.0.0.1" });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await submit(t, "203.0.113.7")).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await submit(t, "203.0.113.8")).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick its own key", async () => {
    t = await createTestApp(kind);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await submit(t, `203.0.113.${i + 1}`)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
