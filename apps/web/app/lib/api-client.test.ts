import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../test/json-response";
import { ApiError, post } from "./api-client";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("post", () => {
  it("POSTs JSON to the same origin and returns the parsed answer", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: 1 }));
    await expect(post("/api/thing", { a: 1 })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/thing");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(init?.body).toBe('{"a":1}');
  });

  it("validates the answer with a schema when given", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ n: "2" }));
    const schema = { parse: (data: unknown) => Number((data as { n: string }).n) };
    await expect(post("/api/n", {}, schema)).resolves.toBe(2);
  });

  it("throws the server's message with the status on a non-OK answer", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: "Invalid email or password" }, 401));
    const error = await post("/api/auth/log-in", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Invalid email or password");
    expect((error as ApiError).status).toBe(401);
  });

  it('falls back to "Request failed" without a message or with a body that is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 500));
    await expect(post("/api/x", {})).rejects.toThrow("Request failed");
    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(post("/api/x", {})).rejects.toThrow("Request failed");
  });

  it("keeps the server's own message apart, and the body of an answer that is not JSON", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: "Nope" }, 409));
    const withMessage = (await post("/api/x", {}).catch((caught: unknown) => caught)) as ApiError;
    expect(withMessage.serverMessage).toBe("Nope");
    expect(withMessage.nonJsonBody).toBe("");

    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    const notJson = (await post("/api/x", {}).catch((caught: unknown) => caught)) as ApiError;
    expect(notJson.serverMessage).toBeUndefined();
    expect(notJson.nonJsonBody).toBe("<html>Bad gateway</html>");
  });
});
