import type { Endpoint } from "@site/contract/endpoint";
import { endpoints } from "@site/contract/endpoints";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { accountWithSession } from "../testing/accounts.ts";
import { arbitraryFromSchema, brokenBody, type JsonSchema } from "../testing/arbitrary-from-schema.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const all = Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]);
const withBody = all.filter((endpoint) => endpoint.method === "POST");

describe("property-based fuzzing of every endpoint body (fast-check)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it.each(withBody.map((endpoint) => [endpoint.path, endpoint] as const))(
    "%s never answers 5xx, and every error body is {message}",
    async (path, endpoint) => {
      const schema = endpoint.body
        ? (z.toJSONSchema(endpoint.body, { io: "input", unrepresentable: "any" }) as JsonSchema)
        : { type: "object" };
      // Half of the bodies carry a live admin session, so values reach the handlers and the
      // database instead of stopping at 401 (a fresh one each endpoint: log-out revokes it).
      const { token } = await accountWithSession(t.database.db, "admin");
      const session = fc.constant(token);
      const valid = arbitraryFromSchema(schema, "", { authToken: session, accessToken: session });
      const query = endpoint.query ? "?email=fuzz%40example.com" : "";
      await fc.assert(
        fc.asyncProperty(fc.oneof(valid, brokenBody(valid)), async (body) => {
          const response = await t.app.inject({
            method: "POST",
            url: `${path}${query}`,
            payload: body as object,
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const answer = response.json();
            expect(typeof answer.message).toBe("string");
            expect(answer.message.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});
