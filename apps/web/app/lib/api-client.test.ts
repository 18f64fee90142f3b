import { closeJob } from "@site/contract/api/admin";
import { resendToken } from "@site/contract/api/auth";
import { applyForJob, searchJobs } from "@site/contract/api/jobs";
import { viewProfile } from "@site/contract/api/profile";
import { defineEndpoint } from "@site/contract/endpoint";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { jsonResponse } from "../test/json-response";
import { ApiError, call, NotSignedInError } from "./api-client";
import { signIn, signOut } from "./session-store";

const fetchMock = vi.fn<typeof fetch>();
const sent = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return {
    url: String(url),
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
};

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  await signOut();
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("call", () => {
  it("POSTs the body as JSON to the endpoint's path and answers the parsed response", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [], totalPages: 0, totalMatches: 0, totalCount: 3 }));
    const answer = await call(searchJobs, { keyword: "rust", page: 2 });
    expect(answer).toEqual({ data: [], totalPages: 0, totalMatches: 0, totalCount: 3 });
    expect(sent()).toEqual({ url: "/api/search_jobs", method: "POST", body: { keyword: "rust", page: 2 } });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("content-type")).toBe("application/json");
  });

  it("attaches the stored token as the endpoint names it: accessToken or authToken", async () => {
    signIn("tok-123", "ada@example.com");
    fetchMock.mockResolvedValue(jsonResponse({ message: "Applied" }));
    await call(applyForJob, { jobId: 7 });
    expect(sent().body).toEqual({ jobId: 7, accessToken: "tok-123" });
    fetchMock.mockResolvedValue(jsonResponse({ message: "Closed" }));
    await call(closeJob, { jobId: 7 });
    expect(sent(1).body).toEqual({ jobId: 7, authToken: "tok-123" });
    fetchMock.mockResolvedValue(jsonResponse({ data: [], totalPages: 0, totalMatches: 0, totalCount: 0 }));
    await call(searchJobs, { keyword: "" });
    expect(sent(2).body).toEqual({ keyword: "", accessToken: "tok-123" });
  });

  it("sends no token to an endpoint open to visitors, and refuses one that needs it without asking", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [], totalPages: 0, totalMatches: 0, totalCount: 0 }));
    await call(searchJobs, { keyword: "go" });
    expect(sent().body).toEqual({ keyword: "go" });
    const refused = await call(viewProfile).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(NotSignedInError);
    expect(refused).toMatchObject({ status: 401, code: "unauthorized", message: "Access token not found" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
    const refused = await call(adminOnly).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(NotSignedInError);
    expect(fetchMock).not.toHaveBeenCalled();

    signIn("tok-9", "ada@example.com");
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    await call(ownToken, { accessToken: "revoke-me" });
    expect(sent().body).toEqual({ accessToken: "revoke-me" });
    await call(adminOnly);
    expect(sent(1).body).toEqual({ authToken: "tok-9" });
  });

  it("sends the input of an endpoint without a body as its query", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: "Sent" }));
    await call(resendToken, { email: "ada@example.com" });
    expect(sent()).toEqual({
      url: "/api/auth/resend-token?email=ada%40example.com",
      method: "POST",
      body: {},
    });
  });

  it("throws the answer's status, code, message and fields on a non-OK answer", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          message: "keyword: keyword must be text.",
          code: "validation",
          fields: { keyword: "Keyword must be text." },
        },
        400,
      ),
    );
    const error = (await call(searchJobs, { keyword: "x" }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe("validation");
    expect(error.message).toBe("keyword: keyword must be text.");
    expect(error.fields).toEqual({ keyword: "Keyword must be text." });
  });

  it('falls back to "Request failed" without a message, keeping a body that is not JSON, and ignores an unknown code', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 500));
    await expect(call(searchJobs, {})).rejects.toThrow("Request failed");
    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    const notJson = (await call(searchJobs, {}).catch((caught: unknown) => caught)) as ApiError;
    expect(notJson.message).toBe("Request failed");
    expect(notJson.serverMessage).toBeUndefined();
    expect(notJson.nonJsonBody).toBe("<html>Bad gateway</html>");
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: "Slow down", code: "new_kind" }, 429));
    const unknownCode = (await call(searchJobs, {}).catch((caught: unknown) => caught)) as ApiError;
    expect(unknownCode.message).toBe("Slow down");
    expect(unknownCode.code).toBeUndefined();
  });

  it("refuses an answer that does not match the endpoint's response schema", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: "nope" }));
    await expect(call(searchJobs, {})).rejects.toThrow();
  });
});
