import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_KEY, getSession, signOut } from "../../../lib/session-store";
import { jsonResponse } from "../../../test/json-response";
import type { Handler } from "../../../test/stub-api";
import {
  currentPath,
  FORM_TEST_TIMEOUT_MS,
  findToast,
  renderAuthRoute,
  requests,
  setupUser,
  stubApi,
  toastTexts,
} from "../testing/render-auth-route";

const LOG_IN = "/api/auth/log-in";
const VALIDATE = "/api/auth/validate-token";

beforeEach(async () => {
  stubApi({});
  await signOut();
});

async function fillAndSubmit(email: string, password: string) {
  const user = setupUser();
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
  return user;
}

describe("LoginForm", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("shows labelled Email and Password fields and the two links", () => {
    renderAuthRoute("/login");
    expect(screen.getByRole("heading", { level: 1, name: "Login" })).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
    expect(screen.getByRole("link", { name: "Forgot Password?" }).getAttribute("href")).toBe(
      "/request-reset-pw",
    );
    expect(screen.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe("/request-registration");
  });

  it('reads "Logging in..." and is disabled while busy, then signs in, toasts and goes to /home', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({ [LOG_IN]: () => new Promise((resolve) => (answer = resolve)) });
    renderAuthRoute("/login");

    await fillAndSubmit(" Ada@Example.com ", "correct horse");
    const busy = await screen.findByRole("button", { name: "Logging in..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(requests(api)).toEqual([
      { path: LOG_IN, body: { inputEmail: "ada@example.com", password: "correct horse" } },
    ]);

    await act(async () => answer(jsonResponse({ accessToken: "tok-1", userName: "Ada" })));
    expect(await findToast("Ada logged in successfully!")).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/home"));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-1");
    expect(getSession()).toEqual({ status: "signedIn", email: "ada@example.com" });
  });

  it('names the user "User" when the server gives no name', async () => {
    stubApi({ [LOG_IN]: () => jsonResponse({ accessToken: "tok-2", userName: "" }) });
    renderAuthRoute("/login");
    await fillAndSubmit("ada@example.com", "correct horse");
    expect(await findToast("User logged in successfully!")).toBeTruthy();
  });

  it("toasts the server's message on a failed log-in and stays signed out", async () => {
    stubApi({ [LOG_IN]: () => jsonResponse({ message: "Invalid email or password" }, 401) });
    renderAuthRoute("/login");
    await fillAndSubmit("ada@example.com", "wrong password");
    expect(await findToast("Invalid email or password")).toBeTruthy();
    expect(currentPath()).toBe("/login");
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
    const toaster = (await findToast("Invalid email or password")).closest("[data-sonner-toaster]");
    expect(toaster?.getAttribute("data-y-position")).toBe("top");
    expect(toaster?.getAttribute("data-x-position")).toBe("right");
  });

  it("shows the server's message for too many attempts, and a network message when offline", async () => {
    const logIn = vi
      .fn<Handler>()
      .mockResolvedValueOnce(jsonResponse({ message: "Too many requests, please try again later" }, 429))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    stubApi({ [LOG_IN]: logIn });
    renderAuthRoute("/login");
    const user = await fillAndSubmit("ada@example.com", "wrong password");
    expect(await findToast("Too many requests, please try again later")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await findToast("An error occurred. Please try again later.")).toBeTruthy();
  });

  it("validates before calling the server: e-mail first, then password", async () => {
    const api = stubApi({});
    renderAuthRoute("/login");
    const user = await fillAndSubmit("ada.example.com", "");
    expect(await findToast("Invalid email address.")).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBe(document.activeElement);
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await findToast("Password is required.")).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });
});

describe("LoginForm with a stored token", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("goes to /view-profile when the token is valid", async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, "good");
    const api = stubApi({
      [VALIDATE]: () => jsonResponse({ success: { email: "ada@example.com", role: "candidate" } }),
    });
    renderAuthRoute("/login");
    await waitFor(() => expect(currentPath()).toBe("/view-profile"));
    expect(requests(api)).toEqual([{ path: VALIDATE, body: { accessToken: "good" } }]);
    expect(toastTexts()).toEqual([]);
  });

  it('removes an invalid token and says "Session expired. Please login again."', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, "stale");
    stubApi({ [VALIDATE]: () => jsonResponse({ message: "Session expired. Please login again." }, 401) });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderAuthRoute("/login");
    expect(await findToast("Session expired. Please login again.")).toBeTruthy();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(currentPath()).toBe("/login");
    expect(warn).toHaveBeenCalled();
  });

  it("does nothing without a stored token", async () => {
    const api = stubApi({});
    renderAuthRoute("/login");
    await screen.findByRole("button", { name: "Login" });
    expect(api).not.toHaveBeenCalled();
  });
});
