import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_KEY, getSession } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import { startEachTestSignedOut } from "#web/test/session";
import type { Handler } from "#web/test/stub-api";
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

startEachTestSignedOut();

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

  it("opens with the cursor in the Email field, so typing needs no Tab through the header", () => {
    renderAuthRoute("/login");
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
  });

  it('reads "Logging in..." and is disabled while busy, then signs in, toasts and goes to the candidate\'s job search', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({
      [LOG_IN]: () => new Promise((resolve) => (answer = resolve)),
      [VALIDATE]: () => jsonResponse({ success: { email: "ada@example.com", role: "candidate" } }),
    });
    renderAuthRoute("/login");

    await fillAndSubmit(" Ada@Example.com ", "correct horse");
    const busy = await screen.findByRole("button", { name: "Logging in..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(requests(api)).toEqual([
      { path: LOG_IN, body: { inputEmail: "ada@example.com", password: "correct horse" } },
    ]);

    await act(async () => answer(jsonResponse({ accessToken: "tok-1", userName: "Ada" })));
    expect(await findToast("Ada logged in successfully!")).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/search-jobs"));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-1");
    expect(getSession()).toEqual({ status: "signedIn", email: "ada@example.com", role: "candidate" });
  });

  it.each([
    ["employer", "/console"],
    ["admin", "/console"],
  ])("lands an %s on %s (decision 091)", async (role, path) => {
    stubApi({
      [LOG_IN]: () => jsonResponse({ accessToken: "tok-role", userName: "Eve" }),
      [VALIDATE]: () => jsonResponse({ success: { email: "eve@example.com", role } }),
    });
    renderAuthRoute("/login");
    await fillAndSubmit("eve@example.com", "correct horse");
    await waitFor(() => expect(currentPath()).toBe(path));
  });

  it("lands on /home, the spec's page, when the role cannot be learnt", async () => {
    stubApi({
      [LOG_IN]: () => jsonResponse({ accessToken: "tok-nor", userName: "Eve" }),
      [VALIDATE]: () => jsonResponse({ message: "An error occurred. Please try again later." }, 503),
    });
    renderAuthRoute("/login");
    await fillAndSubmit("eve@example.com", "correct horse");
    await waitFor(() => expect(currentPath()).toBe("/home"));
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

describe("LoginForm returning to the page that asked", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("goes back to a safe returnTo after log-in instead of the role's page", async () => {
    stubApi({ [LOG_IN]: () => jsonResponse({ accessToken: "tok-r", userName: "Ada" }) });
    renderAuthRoute("/login?returnTo=%2Fjob%2F12");
    await fillAndSubmit("ada@example.com", "correct horse");
    await waitFor(() => expect(currentPath()).toBe("/job/12"));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-r");
  });

  it.each([
    ["%2F%2Fevil.example"],
    ["%2F%5Cevil.example"],
    ["https%3A%2F%2Fevil.example"],
    ["javascript%3Aalert(1)"],
  ])("refuses returnTo=%s and goes to the role's page instead", async (returnTo) => {
    stubApi({
      [LOG_IN]: () => jsonResponse({ accessToken: "tok-e", userName: "Ada" }),
      [VALIDATE]: () => jsonResponse({ success: { email: "ada@example.com", role: "candidate" } }),
    });
    renderAuthRoute(`/login?returnTo=${returnTo}`);
    expect(screen.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe("/request-registration");
    await fillAndSubmit("ada@example.com", "correct horse");
    await waitFor(() => expect(currentPath()).toBe("/search-jobs"));
  });

  it("passes returnTo on to Sign Up", () => {
    renderAuthRoute("/login?returnTo=%2Fjob%2F12");
    expect(screen.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe(
      "/request-registration?returnTo=%2Fjob%2F12",
    );
  });

  it("sends a visitor who is already signed in straight back to returnTo", async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, "good");
    stubApi({
      [VALIDATE]: () => jsonResponse({ success: { email: "ada@example.com", role: "candidate" } }),
    });
    renderAuthRoute("/login?returnTo=%2Fjob%2F12");
    await waitFor(() => expect(currentPath()).toBe("/job/12"));
  });
});

describe("LoginForm for an account that is not verified yet", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  const notVerified =
    "Your email address is not verified yet. We have emailed you a verification code: enter it to finish logging in.";

  function stubUnverifiedThenVerified() {
    let logIns = 0;
    return stubApi({
      [LOG_IN]: () => {
        logIns += 1;
        return logIns === 1
          ? jsonResponse({ message: notVerified, code: "email_not_verified" }, 403)
          : jsonResponse({ accessToken: "tok-v", userName: "Grace" });
      },
      "/api/auth/verify-register": () => jsonResponse({ message: "Verification successful!" }),
    });
  }

  it("asks for the e-mailed code in the verification modal, verifies, logs in and returns", async () => {
    const api = stubUnverifiedThenVerified();
    renderAuthRoute("/login?returnTo=%2Fjob%2F12");
    const user = await fillAndSubmit("grace@example.com", "correct horse");

    const dialog = await screen.findByRole("dialog", { name: "Email Verification" });
    expect(within(dialog).getByText(notVerified)).toBeTruthy();
    const email = within(dialog).getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("grace@example.com");
    expect(email.readOnly).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Token"));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();

    await user.type(within(dialog).getByLabelText("Token"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));

    await waitFor(() => expect(currentPath()).toBe("/job/12"));
    expect(api.bodies("/api/auth/verify-register")).toEqual([
      { email: "grace@example.com", token: "123456" },
    ]);
    expect(api.bodies(LOG_IN)).toEqual([
      { inputEmail: "grace@example.com", password: "correct horse" },
      { inputEmail: "grace@example.com", password: "correct horse" },
    ]);
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-v");
    expect(await findToast("Grace logged in successfully!")).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });

  it("signs in with the session the verification answers, without logging in again (decision 091)", async () => {
    const api = stubApi({
      [LOG_IN]: () => jsonResponse({ message: notVerified, code: "email_not_verified" }, 403),
      "/api/auth/verify-register": () =>
        jsonResponse({
          message: "Verification successful!",
          accessToken: "tok-from-verify",
          userName: "Grace",
        }),
    });
    renderAuthRoute("/login?returnTo=%2Fjob%2F12");
    const user = await fillAndSubmit("grace@example.com", "correct horse");
    const dialog = await screen.findByRole("dialog", { name: "Email Verification" });
    await user.type(within(dialog).getByLabelText("Token"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(currentPath()).toBe("/job/12"));
    expect(api.bodies(LOG_IN)).toHaveLength(1);
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-from-verify");
    expect(await findToast("Grace logged in successfully!")).toBeTruthy();
  });

  it("stays on the log-in screen, signed out, when the modal is cancelled", async () => {
    const api = stubUnverifiedThenVerified();
    renderAuthRoute("/login");
    const user = await fillAndSubmit("grace@example.com", "correct horse");
    const dialog = await screen.findByRole("dialog", { name: "Email Verification" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(currentPath()).toBe("/login");
    expect(api.bodies(LOG_IN)).toHaveLength(1);
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("still says only 'Invalid email or password' for a wrong password, with no modal", async () => {
    stubApi({
      [LOG_IN]: () => jsonResponse({ message: "Invalid email or password", code: "unauthorized" }, 401),
    });
    renderAuthRoute("/login");
    await fillAndSubmit("grace@example.com", "wrong horse");
    expect(await findToast("Invalid email or password")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
