import { defineEndpoint } from "@site/contract/endpoint";
import { endpoints } from "@site/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { contractRoute } from "./http/contract-route.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";
import { databaseKinds } from "./testing/test-database.ts";

// A probe endpoint declared like every contract endpoint, to exercise the shared HTTP pipeline.
const probe = defineEndpoint({
  method: "POST",
  path: "/api/test-probe",
  summary: "test probe",
  tag: "test",
  access: "visitor",
  body: z.object({ name: z.string().min(2, "Name is too short.") }),
  query: undefined,
  response: z.object({ greeting: z.string() }),
});

describe.each(databaseKinds())("HTTP foundation on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, (app) => {
      const noSessions = { findSession: async () => undefined, jobsNeedLogin: false };
      app.route(
        contractRoute(probe, noSessions, {
          handler: async ({ body }) => ({ greeting: `hi ${body.name}` }),
        }),
      );
      app.get("/api/test-crash", async () => {
        throw new Error('relation "users" does not exist: select * from users');
      });
    });
  });
  afterAll(() => t.close());
  /** A POST to the probe: a JSON body from an object, else `payload` as sent with `contentType`. */
  const callProbe = (payload: string | object, contentType?: string) =>
    t.app.inject({
      method: "POST",
      url: probe.path,
      ...(contentType ? { headers: { "content-type": contentType } } : {}),
      payload,
    });

  it("answers health and readiness", async () => {
    const health = await t.app.inject({ method: "GET", url: endpoints.system.health.path });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ method: "GET", url: endpoints.system.ready.path });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: kind });
  });

  it("validates bodies with the contract schema and names the field", async () => {
    const ok = await callProbe({ name: "Ada" });
    expect(ok.json()).toEqual({ greeting: "hi Ada" });
    const bad = await callProbe({ name: "A" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: "name: Name is too short.",
      code: "validation",
      fields: { name: "Name is too short." },
    });
  });

  it("answers malformed JSON with 400 {message}", async () => {
    const response = await callProbe('{"name": "Ada"', "application/json");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Malformed JSON in request body", code: "validation" });
  });

  it("answers an oversized body with 413 and a non-JSON content type with 415", async () => {
    const big = await callProbe({ name: "x".repeat(1024 * 1024 + 10) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: "Request body is too large", code: "too_large" });
    const text = await callProbe("name=Ada", "text/plain");
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/Unsupported Content-Type/);
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    for (const method of ["GET", "POST"] as const) {
      const response = await t.app.inject({ method, url: "/api/does-not-exist" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: "Not found", code: "not_found" });
    }
  });

  it("never lets a stack trace or SQL reach the client", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test-crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal Server Error", code: "internal" });
    expect(response.body).not.toMatch(/select|users|at /);
  });

  it("publishes the OpenAPI document generated from the contract", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/ready"]));
    const ui = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it("sets security headers on every answer", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBeDefined();
  });

  it("reports not ready with 503 {message} when the database is gone", async () => {
    await t.database.close();
    const response = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/temporarily unavailable/);
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });
});
