import { defineEndpoint } from "@site/contract/endpoint";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type AccessPolicy, type Caller, checkAccess } from "./access.ts";
import { contractRoute } from "./contract-route.ts";
import { HttpError } from "./errors.ts";

// The access kinds no endpoint uses yet, and the route-level hooks, checked without a database;
// every endpoint's access is checked end to end by modules/accounts/users/permissions.test.ts.
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

describe("checkAccess at its edges", () => {
  /** A policy that also notes which tokens it was asked about. */
  function askedPolicy(jobsNeedLogin: boolean) {
    const asked: string[] = [];
    const spy: AccessPolicy = {
      findSession: async (token) => {
        asked.push(token);
        return sessions[token];
      },
      jobsNeedLogin,
    };
    return { asked, spy };
  }

  it("takes an empty token for none: no look-up, and 'Access token not found'", async () => {
    const { asked, spy } = askedPolicy(false);
    expect(await refusal(checkAccess("signed-in", "", spy))).toEqual([401, "Access token not found"]);
    expect(await refusal(checkAccess("admin", 42, spy))).toEqual([401, "Access token not found"]);
    expect(await checkAccess("visitor", "", spy)).toBeUndefined();
    expect(await checkAccess("visitor", "null", spy)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("lets anyone read jobs unless the site requires log-in, then any live session", async () => {
    const open = askedPolicy(false);
    expect(await checkAccess("job-reader", "emp-token", open.spy)).toBeUndefined();
    expect(await checkAccess("job-reader", undefined, open.spy)).toBeUndefined();
    expect(open.asked).toEqual([]);
    const closed = askedPolicy(true);
    expect(await refusal(checkAccess("job-reader", undefined, closed.spy))).toEqual([
      401,
      "Access token not found",
    ]);
    expect(await refusal(checkAccess("job-reader", "gone", closed.spy))).toEqual([
      401,
      "Session expired. Please login again.",
    ]);
    for (const token of ["cand-token", "emp-token", "admin-token"]) {
      expect(await checkAccess("job-reader", token, closed.spy)).toEqual(sessions[token]);
    }
  });

  it("lets employers and admins through employer endpoints, and only admins through admin ones", async () => {
    expect(await checkAccess("employer", "emp-token", policy)).toMatchObject({ userId: "u2" });
    expect(await checkAccess("employer", "admin-token", policy)).toMatchObject({ userId: "u3" });
    expect(await refusal(checkAccess("employer", "cand-token", policy))).toEqual([
      403,
      "You are not allowed to do this",
    ]);
    expect(await checkAccess("admin", "admin-token", policy)).toMatchObject({ userId: "u3" });
    for (const token of ["cand-token", "emp-token"]) {
      expect(await refusal(checkAccess("admin", token, policy))).toEqual([
        403,
        "You are not allowed to do this",
      ]);
    }
  });

  it("lets the job's own employer and any admin act on it, and asks the owner only after the role", async () => {
    const owners: string[] = [];
    const ownedBy = (owner: string | null) => ({
      ownerOf: async () => {
        owners.push(String(owner));
        return owner;
      },
    });
    expect(await checkAccess("employer-of-job", "emp-token", policy, ownedBy("u2"))).toMatchObject({
      userId: "u2",
    });
    expect(await refusal(checkAccess("employer-of-job", "emp-token", policy, ownedBy("u9")))).toEqual([
      403,
      "This job belongs to another employer.",
    ]);
    // An imported job has no owner: no employer's, an admin's.
    expect(await refusal(checkAccess("employer-of-job", "emp-token", policy, ownedBy(null)))).toEqual([
      403,
      "This job belongs to another employer.",
    ]);
    expect(await checkAccess("employer-of-job", "admin-token", policy, ownedBy("u2"))).toMatchObject({
      userId: "u3",
    });
    expect(owners).toEqual(["u2", "u9", "null", "u2"]);
    expect(await refusal(checkAccess("employer-of-job", "cand-token", policy, ownedBy("u1")))).toEqual([
      403,
      "You are not allowed to do this",
    ]);
    expect(owners).toHaveLength(4);
    expect(await refusal(checkAccess("employer-of-job", "emp-token", policy))).toBe(
      "Error: an employer-of-job endpoint needs its ownerOf",
    );
  });

  it("throws on an access kind it does not know (one the types would have refused)", async () => {
    expect(await refusal(checkAccess("everyone" as never, "admin-token", policy))).toBe(
      'Error: unknown access "everyone"',
    );
  });

  it("lets a valid signed link through without a session", async () => {
    let checked = 0;
    const checkLink = () => {
      checked += 1;
    };
    expect(await checkAccess("signed-link", undefined, policy, { checkLink })).toBeUndefined();
    expect(checked).toBe(1);
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
