import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { helmetHeaders } from "./security-headers.ts";

/** Helmet 8's headers as @fastify/helmet set them on every answer before decision 141. */
const helmets = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

describe("helmetHeaders", () => {
  it("gives Helmet's headers, Strict-Transport-Security only when asked", () => {
    expect(helmetHeaders({ contentSecurityPolicy: false, strictTransportSecurity: false })).toEqual(helmets);
    expect(helmetHeaders({ contentSecurityPolicy: false, strictTransportSecurity: true })).toEqual({
      ...helmets,
      "strict-transport-security": "max-age=31536000; includeSubDomains",
    });
  });
});

describe.each(databaseKinds())("security headers on every answer on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("sends them with a search, a job post, a refusal, an unknown path and a malformed body", async () => {
    const answers = await Promise.all([
      t.app.inject({ method: "POST", url: "/api/search_jobs", payload: { keyword: "" } }),
      t.app.inject({ method: "POST", url: "/api/view_job_post", payload: { job_id: 999_999 } }),
      t.app.inject({ method: "POST", url: "/api/search_jobs", payload: { keyword: 5 } }),
      t.app.inject({ method: "GET", url: "/api/no-such-endpoint" }),
      t.app.inject({
        method: "POST",
        url: "/api/search_jobs",
        headers: { "content-type": "application/json" },
        payload: "{",
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(helmets);
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
      expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });
});
