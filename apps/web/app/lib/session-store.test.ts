import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../test/json-response";
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

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  await signOut();
  fetchMock.mockReset();
});

function storeToken(token: string) {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

function requestBody(call = 0): unknown {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
}

describe("session store", () => {
  it("is signed out without a stored token and asks nobody", async () => {
    const { result } = renderHook(() => useSession());
    await act(() => restoreSession());
    expect(result.current).toEqual({ status: "signedOut", email: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("validates a stored token and signs in with the server's e-mail", async () => {
    storeToken("good");
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useSession());

    let restoring: Promise<void> = Promise.resolve();
    act(() => {
      restoring = restoreSession();
    });
    expect(result.current.status).toBe("unknown");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/validate-token");
    expect(requestBody()).toEqual({ accessToken: "good" });

    await act(async () => {
      answer(jsonResponse({ success: { email: "ada@example.com" } }));
      await restoring;
    });
    expect(result.current).toEqual({ status: "signedIn", email: "ada@example.com" });
  });

  it("removes the token when the server answers 401", async () => {
    storeToken("expired");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ message: "Session expired" }, 401));
    const { result } = renderHook(() => useSession());
    await act(() => restoreSession());
    expect(result.current.status).toBe("signedOut");
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("keeps the token when the server is unreachable or failing, but continues signed out", async () => {
    storeToken("kept");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: "Internal Server Error" }, 500));
    const { result } = renderHook(() => useSession());

    await act(() => restoreSession());
    expect(result.current.status).toBe("signedOut");
    await act(() => restoreSession());
    expect(result.current.status).toBe("signedOut");

    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("kept");
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("signIn stores the token; signOut forgets it and asks the server to revoke it", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: "Logged out" }));
    const { result } = renderHook(() => useSession());
    act(() => signIn("fresh", "grace@example.com"));
    expect(result.current).toEqual({ status: "signedIn", email: "grace@example.com" });
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("fresh");

    await act(() => signOut());
    expect(result.current.status).toBe("signedOut");
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/log-out");
    expect(requestBody()).toEqual({ accessToken: "fresh" });
  });

  it("signs out locally even when the revocation call fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    act(() => signIn("offline", "ada@example.com"));
    const { result } = renderHook(() => useSession());
    await act(() => signOut());
    expect(result.current.status).toBe("signedOut");
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("ignores a validation answer that arrives after signing in", async () => {
    storeToken("old");
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
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
    fetchMock.mockResolvedValue(jsonResponse({ success: { email: "root@example.com", role: "admin" } }));
    await act(() => restoreSession());
    expect(getSession()).toEqual({ status: "signedIn", email: "root@example.com", role: "admin" });
  });
});

describe("the session's role", () => {
  it("is asked for once after log-in (which answers no role) and kept", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: { email: "emp@example.com", role: "employer" } }));
    act(() => signIn("fresh", "emp@example.com"));
    const { result } = renderHook(() => useSessionWithRole());
    await waitFor(() => expect(result.current.role).toBe("employer"));
    await act(() => loadSessionRole());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/validate-token");
    expect(requestBody()).toEqual({ accessToken: "fresh" });
  });

  it("is not asked for when signIn was told it", async () => {
    act(() => signIn("fresh", "root@example.com", "admin"));
    const { result } = renderHook(() => useSessionWithRole());
    expect(result.current.role).toBe("admin");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs out when the server says the session has ended (401)", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: "Session expired. Please login again." }, 401));
    act(() => signIn("revoked", "gone@example.com"));
    await act(() => loadSessionRole());
    expect(getSession().status).toBe("signedOut");
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("is null (unknown) when the server cannot be asked, and the session stays", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    act(() => signIn("kept", "ada@example.com"));
    await act(() => loadSessionRole());
    expect(getSession()).toEqual({ status: "signedIn", email: "ada@example.com", role: null });
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("kept");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("ignores an answer that arrives after another sign-in", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
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
