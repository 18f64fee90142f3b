import { act, renderHook } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../test/json-response";
import { stubApi } from "../test/stub-api";

// docs/decisions/135-signed-in-header-at-first-paint.md: on a page the server wrote for this
// session (the starter left the session's answer), the store starts signed in, and stays so while
// the stored token is validated. Each test loads the store afresh, as a page does.

const VALIDATE = "/api/auth/validate-token";
const pageSessionAnswer =
  '<script type="application/json" data-person="" data-early-answer="POST /api/auth/validate-token {}">' +
  '{"success":{"email":"ada@example.com","role":"candidate"}}</script>';

async function freshStore() {
  vi.resetModules();
  return import("./session-store");
}

beforeEach(() => {
  localStorage.setItem("accessToken", "token-of-ada");
});
afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("the session a person's page was written for", () => {
  it("is where the store starts: signed in as the page's person, with their role", async () => {
    document.head.insertAdjacentHTML("beforeend", pageSessionAnswer);
    const { getSession } = await freshStore();
    expect(getSession()).toEqual({ status: "signedIn", email: "ada@example.com", role: "candidate" });
  });

  it("is unknown on any other page, and for an answer that is not the endpoint's", async () => {
    expect((await freshStore()).getSession()).toEqual({ status: "unknown", email: null });
    document.head.insertAdjacentHTML(
      "beforeend",
      '<script type="application/json" data-person="" data-early-answer="POST /api/auth/validate-token {}">{"success":{"email":"ada@example.com","role":"pilot"}}</script>',
    );
    expect((await freshStore()).getSession()).toEqual({ status: "unknown", email: null });
  });

  it("stays signed in while restoreSession validates the token, never unknown", async () => {
    document.head.insertAdjacentHTML("beforeend", pageSessionAnswer);
    const { restoreSession, useSession } = await freshStore();
    // The page's answer taken long ago (or never): the server is asked, and answers late.
    document.head.innerHTML = "";
    let answer: (response: Response) => void = () => {};
    stubApi({ [VALIDATE]: () => new Promise((resolve) => (answer = resolve)) });
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const session = useSession();
      seen.push(session.status);
      return session;
    });
    let restoring: Promise<void> = Promise.resolve();
    act(() => {
      restoring = restoreSession();
    });
    expect(result.current.status).toBe("signedIn");
    await act(async () => {
      answer(jsonResponse({ success: { email: "ada@example.com", role: "candidate" } }));
      await restoring;
    });
    expect(result.current).toEqual({ status: "signedIn", email: "ada@example.com", role: "candidate" });
    expect(seen).not.toContain("unknown");
  });

  it("hydrates the server's account menu as the app's header renders it, without a mismatch", async () => {
    document.head.insertAdjacentHTML("beforeend", pageSessionAnswer);
    const { ServerSession } = await freshStore();
    const { Header } = await import("#web/components/layout/header");
    const Stub = createRoutesStub([{ path: "*", Component: () => <Header /> }]);
    const session = { status: "signedIn", email: "ada@example.com", role: "candidate" } as const;
    // The HTML as the server wrote it for Ada, the app's first render in the browser hydrating it.
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <ServerSession.Provider value={session}>
        <Stub initialEntries={["/job/1"]} />
      </ServerSession.Provider>,
    );
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Stub initialEntries={["/job/1"]} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-menu="account"] > button')?.textContent).toBe("ada@example.com");
    errors.mockRestore();
  });
});
