import { resendToken, viewProfile } from "@site/contract/api/accounts";
import { applyForJob } from "@site/contract/api/applications";
import { closeJob, searchJobs } from "@site/contract/api/job-posts";
import { defineEndpoint } from "@site/contract/endpoint";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { jsonResponse } from "../test/json-response";
import { startEachTestSignedOut } from "../test/session";
import { type ApiStub, type Handler, requests, stubApi } from "../test/stub-api";
import { ApiError, call, NotSignedInError } from "./api-client";
import { signIn } from "./session-store";

const SEARCH = "/api/search_jobs";
const noJobs = () => jsonResponse({ data: [], totalPages: 0, totalMatches: 0, totalCount: 0 });
const methods = (api: ApiStub) => api.mock.calls.map(([, init]) => init?.method);

startEachTestSignedOut();

describe("call", () => {
  it("POSTs the body as JSON to the endpoint's path and answers the parsed response", async () => {
    const api = stubApi({
      [SEARCH]: () => jsonResponse({ data: [], totalPages: 0, totalMatches: 0, totalCount: 3 }),
    });
    const answer = await call(searchJobs, { keyword: "rust", page: 2 });
    expect(answer).toEqual({ data: [], totalPages: 0, totalMatches: 0, totalCount: 3 });
    expect(requests(api)).toEqual([{ path: SEARCH, body: { keyword: "rust", page: 2 } }]);
    expect(methods(api)).toEqual(["POST"]);
    expect(new Headers(api.mock.calls[0]?.[1]?.headers).get("content-type")).toBe("application/json");
  });

  it("attaches the stored token as the endpoint names it: accessToken or authToken", async () => {
    signIn("tok-123", "ada@example.com");
    const api = stubApi({
      [applyForJob.path]: () => jsonResponse({ message: "Applied" }),
      [closeJob.path]: () => jsonResponse({ message: "Closed" }),
      [SEARCH]: noJobs,
    });
    await call(applyForJob, { jobId: 7 });
    await call(closeJob, { jobId: 7 });
    await call(searchJobs, { keyword: "" });
    expect(requests(api).map((request) => request.body)).toEqual([
      { jobId: 7, accessToken: "tok-123" },
      { jobId: 7, authToken: "tok-123" },
      { keyword: "", accessToken: "tok-123" },
    ]);
  });

  it("sends no token to an endpoint open to visitors, and refuses one that needs it without asking", async () => {
    const api = stubApi({ [SEARCH]: noJobs });
    await call(searchJobs, { keyword: "go" });
    expect(api.bodies(SEARCH)).toEqual([{ keyword: "go" }]);
    const refused = await call(viewProfile).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(NotSignedInError);
    expect(refused).toMatchObject({ status: 401, code: "unauthorized", message: "Access token not found" });
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("decides from the endpoint's declared access and token field, not from its body schema", async () => {
    const shape = {
      method: "POST",
      tag: "test",
      query: undefined,
      response: z.object({ ok: z.boolean() }),
    } as const;
    // The token is a field the caller fills in (as log-out's is): no session is declared.
    const ownToken = defineEndpoint({
      ...shape,
      path: "/api/probe-own-token",
      summary: "probe",
      access: "visitor",
      body: z.object({ accessToken: z.string() }),
    });
    // An optional token field in the schema, yet the access needs a session.
    const adminOnly = defineEndpoint({
      ...shape,
      path: "/api/probe-admin",
      summary: "probe",
      access: "admin",
      token: "authToken",
      body: z.object({ authToken: z.string().nullish() }),
    });
    const ok = () => jsonResponse({ ok: true });
    const api = stubApi({ [ownToken.path]: ok, [adminOnly.path]: ok });
    const refused = await call(adminOnly).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(NotSignedInError);
    expect(api).not.toHaveBeenCalled();

    signIn("tok-9", "ada@example.com");
    await call(ownToken, { accessToken: "revoke-me" });
    await call(adminOnly);
    expect(requests(api)).toEqual([
      { path: "/api/probe-own-token", body: { accessToken: "revoke-me" } },
      { path: "/api/probe-admin", body: { authToken: "tok-9" } },
    ]);
  });

  it("sends the input of an endpoint without a body as its query", async () => {
    const api = stubApi({ [resendToken.path]: () => jsonResponse({ message: "Sent" }) });
    await call(resendToken, { email: "ada@example.com" });
    expect(requests(api)).toEqual([{ path: "/api/auth/resend-token?email=ada%40example.com", body: {} }]);
    expect(methods(api)).toEqual(["POST"]);
  });

  it("throws the answer's status, code, message and fields on a non-OK answer", async () => {
    stubApi({
      [SEARCH]: () =>
        jsonResponse(
          {
            message: "keyword: keyword must be text.",
            code: "validation",
            fields: { keyword: "Keyword must be text." },
          },
          400,
        ),
    });
    const error = (await call(searchJobs, { keyword: "x" }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe("validation");
    expect(error.message).toBe("keyword: keyword must be text.");
    expect(error.fields).toEqual({ keyword: "Keyword must be text." });
  });

  it('falls back to "Request failed" without a message, keeping a body that is not JSON, and ignores an unknown code', async () => {
    stubApi({
      [SEARCH]: vi
        .fn<Handler>()
        .mockResolvedValueOnce(jsonResponse({}, 500))
        .mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }))
        .mockResolvedValueOnce(jsonResponse({ message: "Slow down", code: "new_kind" }, 429)),
    });
    await expect(call(searchJobs, {})).rejects.toThrow("Request failed");
    const notJson = (await call(searchJobs, {}).catch((caught: unknown) => caught)) as ApiError;
    expect(notJson.message).toBe("Request failed");
    expect(notJson.serverMessage).toBeUndefined();
    expect(notJson.nonJsonBody).toBe("<html>Bad gateway</html>");
    const unknownCode = (await call(searchJobs, {}).catch((caught: unknown) => caught)) as ApiError;
    expect(unknownCode.message).toBe("Slow down");
    expect(unknownCode.code).toBeUndefined();
  });

  it("refuses an answer that does not match the endpoint's response schema", async () => {
    stubApi({ [SEARCH]: () => jsonResponse({ data: "nope" }) });
    await expect(call(searchJobs, {})).rejects.toThrow();
  });
});

describe("Idempotency-Key", () => {
  const keysSent = (api: ApiStub) =>
    api.mock.calls.map(([, init]) => new Headers(init?.headers).get("idempotency-key"));

  it("goes with each write that creates something, a new one per call (per form submission)", async () => {
    signIn("tok-123", "ada@example.com");
    const api = stubApi({
      [applyForJob.path]: () => jsonResponse({ message: "Applied" }),
      [SEARCH]: noJobs,
    });
    await call(applyForJob, { jobId: 7 });
    await call(applyForJob, { jobId: 8 });
    await call(searchJobs, { keyword: "" });
    const [first, second, search] = keysSent(api);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(search).toBeNull();
  });

  it("is sent again unchanged when the submission is retried after a dropped connection or a proxy's 502", async () => {
    signIn("tok-123", "ada@example.com");
    let tries = 0;
    const api = stubApi({
      [applyForJob.path]: () => {
        tries += 1;
        if (tries === 1) throw new TypeError("Failed to fetch");
        if (tries === 2) return new Response("<html>Bad Gateway</html>", { status: 502 });
        return jsonResponse({ message: "Applied" });
      },
    });
    expect(await call(applyForJob, { jobId: 7 })).toEqual({ message: "Applied" });
    const keys = keysSent(api);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(api.bodies(applyForJob.path)).toEqual([
      { jobId: 7, accessToken: "tok-123" },
      { jobId: 7, accessToken: "tok-123" },
      { jobId: 7, accessToken: "tok-123" },
    ]);
  });

  it("is not retried after an answer of the server itself, nor an endpoint without one", async () => {
    signIn("tok-123", "ada@example.com");
    const api = stubApi({
      [applyForJob.path]: () => jsonResponse({ message: "You have already applied", code: "conflict" }, 409),
      [SEARCH]: () => new Response("down", { status: 502 }),
    });
    await expect(call(applyForJob, { jobId: 7 })).rejects.toMatchObject({ status: 409 });
    await expect(call(searchJobs, { keyword: "" })).rejects.toMatchObject({ status: 502 });
    expect(api).toHaveBeenCalledTimes(2);
  });
});
