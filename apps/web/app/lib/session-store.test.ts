import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../test/json-response";
import { startEachTestSignedOut } from "../test/session";
import { type Handler, requests, stubApi } from "../test/stub-api";
import {
  ACCESS_TOKEN_KEY,
  getSession,
  loadSessionRole,
  restoreSession,
  signIn,
  signOut,
  useSession,
  useSessionWithRole,
} from "./session-store";

const VALIDATE = "/api/auth/validate-token";
const LOG_OUT = "/api/auth/log-out";

startEachTestSignedOut();

function storeToken(token: string) {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

describe("session store", () => {
  it("is signed out without a stored token and asks nobody", async () => {
    const api = stubApi({});
    const { result } = renderHook(() => useSession());
    await act(() => restoreSession());
    expect(result.current).toEqual({ status: "signedOut", email: null });
    expect(api).not.toHaveBeenCalled();
  });

  it("validates a stored token and signs in with the server's e-mail", async () => {
    storeToken("good");
    let answer: (response: Response) => void = () => {};
    const api = stubApi({ [VALIDATE]: () => new Promise((resolve) => (answer = resolve)) });
    const { result } = renderHook(() => useSession());

    let restoring: Promise<void> = Promise.resolve();
    act(() => {
      restoring = restoreSession();
    });
    expect(result.current.status).toBe("unknown");
    expect(requests(api)).toEqual([{ path: VALIDATE, body: { accessToken: "good" } }]);

    await act(async () => {
      answer(jsonResponse({ success: { email: "ada@example.com" } }));
      await restoring;
    });
    expect(result.current).toEqual({ status: "signedIn", email: "ada@example.com" });
  });

  it("removes the token when the server answers 401", async () => {
    storeToken("expired");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({ [VALIDATE]: () => jsonResponse({ message: "Session expired" }, 401) });
    const { result } = renderHook(() => useSession());
    await act(() => restoreSession());
    expect(result.current.status).toBe("signedOut");
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("keeps the token when the server is unreachable or failing, but continues signed out", async () => {
    storeToken("kept");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const validate = vi
      .fn<Handler>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(jsonResponse({ message: "Internal Server Error" }, 500));
    stubApi({ [VALIDATE]: validate });
    const { result } = renderHook(() => useSession());

    await act(() => restoreSession());
    expect(result.current.status).toBe("signedOut");
    await act(() => restoreSession());
    expect(result.current.status).toBe("signedOut");

    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("kept");
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("signIn stores the token; signOut forgets it and asks the server to revoke it", async () => {
    const api = stubApi({ [LOG_OUT]: () => jsonResponse({ message: "Logged out" }) });
    const { result } = renderHook(() => useSession());
    act(() => signIn("fresh", "grace@example.com"));
    expect(result.current).toEqual({ status: "signedIn", email: "grace@example.com" });
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("fresh");

    await act(() => signOut());
    expect(result.current.status).toBe("signedOut");
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(requests(api)).toEqual([{ path: LOG_OUT, body: { accessToken: "fresh" } }]);
  });

  it("signs out locally even when the revocation call fails", async () => {
    const api = stubApi({
      [LOG_OUT]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    act(() => signIn("offline", "ada@example.com"));
    const { result } = renderHook(() => useSession());
    await act(() => signOut());
    expect(result.current.status).toBe("signedOut");
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(api.bodies(LOG_OUT)).toEqual([{ accessToken: "offline" }]);
  });

  it("ignores a validation answer that arrives after signing in", async () => {
    storeToken("old");
    let answer: (response: Response) => void = () => {};
    stubApi({
      [VALIDATE]: vi.fn<Handler>().mockReturnValueOnce(new Promise((resolve) => (answer = resolve))),
    });
    const { result } = renderHook(() => useSession());
    let restoring: Promise<void> = Promise.resolve();
    act(() => {
      restoring = restoreSession();
    });
    act(() => signIn("new", "new@example.com"));
    await act(async () => {
      answer(jsonResponse({ message: "Session expired" }, 401));
      await restoring;
    });
    expect(result.current).toEqual({ status: "signedIn", email: "new@example.com" });
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("new");
  });

  it("keeps the role the validation answers", async () => {
    storeToken("admin-token");
    stubApi({ [VALIDATE]: () => jsonResponse({ success: { email: "root@example.com", role: "admin" } }) });
    await act(() => restoreSession());
    expect(getSession()).toEqual({ status: "signedIn", email: "root@example.com", role: "admin" });
  });
});

describe("the session's role", () => {
  it("is asked for once after log-in (which answers no role) and kept", async () => {
    const api = stubApi({
      [VALIDATE]: () => jsonResponse({ success: { email: "emp@example.com", role: "employer" } }),
    });
    act(() => signIn("fresh", "emp@example.com"));
    const { result } = renderHook(() => useSessionWithRole());
    await waitFor(() => expect(result.current.role).toBe("employer"));
    await act(() => loadSessionRole());
    expect(requests(api)).toEqual([{ path: VALIDATE, body: { accessToken: "fresh" } }]);
  });

  it("is not asked for when signIn was told it", async () => {
    const api = stubApi({});
    act(() => signIn("fresh", "root@example.com", "admin"));
    const { result } = renderHook(() => useSessionWithRole());
    expect(result.current.role).toBe("admin");
    expect(api).not.toHaveBeenCalled();
  });

  it("signs out when the server says the session has ended (401)", async () => {
    stubApi({ [VALIDATE]: () => jsonResponse({ message: "Session expired. Please login again." }, 401) });
    act(() => signIn("revoked", "gone@example.com"));
    await act(() => loadSessionRole());
    expect(getSession().status).toBe("signedOut");
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("is null (unknown) when the server cannot be asked, and the session stays", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({
      [VALIDATE]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    act(() => signIn("kept", "ada@example.com"));
    await act(() => loadSessionRole());
    expect(getSession()).toEqual({ status: "signedIn", email: "ada@example.com", role: null });
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("kept");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("ignores an answer that arrives after another sign-in", async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      [VALIDATE]: vi.fn<Handler>().mockReturnValueOnce(new Promise((resolve) => (answer = resolve))),
    });
    act(() => signIn("first", "first@example.com"));
    let loading: Promise<void> = Promise.resolve();
    act(() => {
      loading = loadSessionRole();
    });
    act(() => signIn("second", "second@example.com", "candidate"));
    await act(async () => {
      answer(jsonResponse({ success: { email: "first@example.com", role: "admin" } }));
      await loading;
    });
    expect(getSession()).toEqual({ status: "signedIn", email: "second@example.com", role: "candidate" });
  });
});
