import { defineEndpoint } from "@site/contract/endpoint";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type AccessPolicy, type Caller, checkAccess } from "./access.ts";
import { contractRoute } from "./contract-route.ts";
import { HttpError } from "./errors.ts";

// The access kinds no endpoint uses yet, and the route-level hooks, checked without a database;
// every endpoint's access is checked end to end by modules/admin/permissions.test.ts.
const sessions: Record<string, Caller> = {
  "cand-token": { sessionId: "s1", userId: "u1", email: "c@example.com", role: "candidate" },
  "emp-token": { sessionId: "s2", userId: "u2", email: "e@example.com", role: "employer" },
  "admin-token": { sessionId: "s3", userId: "u3", email: "a@example.com", role: "admin" },
};
const policy: AccessPolicy = { findSession: async (token) => sessions[token], jobsNeedLogin: false };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "let through",
    (error: unknown) => (error instanceof HttpError ? [error.statusCode, error.message] : String(error)),
  );

describe("checkAccess", () => {
  it("lets only a candidate through a candidate endpoint", async () => {
    expect(await checkAccess("candidate", "cand-token", policy)).toMatchObject({ userId: "u1" });
    for (const token of ["emp-token", "admin-token"]) {
      expect(await refusal(checkAccess("candidate", token, policy))).toEqual([
        403,
        "You are not allowed to do this",
      ]);
    }
    expect(await refusal(checkAccess("candidate", undefined, policy))).toEqual([
      401,
      "Access token not found",
    ]);
    expect(await refusal(checkAccess("candidate", "gone", policy))).toEqual([
      401,
      "Session expired. Please login again.",
    ]);
  });

  it("reads a visitor's token only to know the sender: a dead one is no refusal", async () => {
    expect(await checkAccess("visitor", "emp-token", policy)).toMatchObject({ userId: "u2" });
    expect(await checkAccess("visitor", "gone", policy)).toBeUndefined();
    expect(await checkAccess("visitor", "null", policy)).toBeUndefined();
  });

  it("words a missing or dead session the endpoint's own way when it asks to", async () => {
    const unauthorized = (message: string) => new HttpError(401, `own: ${message}`);
    expect(await refusal(checkAccess("signed-in", "null", policy, { unauthorized }))).toEqual([
      401,
      "own: Access token not found",
    ]);
    expect(await refusal(checkAccess("signed-in", "gone", policy, { unauthorized }))).toEqual([
      401,
      "own: Session expired. Please login again.",
    ]);
  });

  it("asks a signed link's check before anything else, and refuses without one", async () => {
    const checkLink = () => {
      throw new HttpError(403, "bad link");
    };
    expect(await refusal(checkAccess("signed-link", "admin-token", policy, { checkLink }))).toEqual([
      403,
      "bad link",
    ]);
    expect(await refusal(checkAccess("signed-link", undefined, policy))).toBe(
      "Error: a signed-link endpoint needs its checkLink",
    );
  });
});

describe("contractRoute", () => {
  it("refuses to build an employer-of-job route without ownerOf, even past the types", () => {
    const endpoint = defineEndpoint({
      method: "POST",
      path: "/api/probe-job",
      summary: "probe",
      tag: "test",
      access: "employer-of-job",
      token: "authToken",
      body: z.object({ authToken: z.string().optional() }),
      query: undefined,
      response: z.object({}),
    });
    // What a caller outside the types (a cast, plain JavaScript) could pass.
    const spec = { handler: () => ({}) } as never;
    expect(() => contractRoute(endpoint, policy, spec)).toThrow(
      "/api/probe-job is employer-of-job: its route must declare ownerOf",
    );
  });
});
