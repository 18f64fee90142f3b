import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "#web/test/json-response";
import {
  currentPath,
  FORM_TEST_TIMEOUT_MS,
  findToast,
  renderAuthRoute,
  requests,
  setupUser,
  stubApi,
} from "../testing/render-auth-route";

const REQUEST = "/api/requestResetPassword";
const VERIFY = "/api/verifyResetPassword";

const requested = "If an account exists for this email, we have sent a code to reset the password.";
const done = "Your password has been reset. Please log in with your new password.";

async function fillRequest(email: string) {
  const user = setupUser();
  await user.clear(screen.getByLabelText("Email"));
  if (email) await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Send reset code" }));
  return user;
}

async function fillStep2(token: string | null, password: string, confirm: string) {
  const user = setupUser();
  const fields: [string, string | null][] = [
    ["Token", token],
    ["New Password", password],
    ["Confirm New Password", confirm],
  ];
  for (const [label, value] of fields) {
    if (value === null) continue;
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole("button", { name: "Reset Password" }));
  return user;
}

describe("Reset Password, step 1", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("asks only for the e-mail and validates it", async () => {
    const api = stubApi({});
    renderAuthRoute("/request-reset-pw");
    expect(screen.getByRole("heading", { level: 1, name: "Reset Password" })).toBeTruthy();
    // Whoever asks for a reset never chooses the password.
    expect(screen.queryByLabelText("New Password")).toBeNull();
    expect(screen.queryByLabelText("Password")).toBeNull();
    await fillRequest("ada");
    expect(await findToast("Invalid email address.")).toBeTruthy();
    expect(screen.getByText("Invalid email address.", { selector: "p" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(api).not.toHaveBeenCalled();
  });

  it('reads "Sending..." while busy, then asks for the e-mailed code and the new password', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({ [REQUEST]: () => new Promise((resolve) => (answer = resolve)) });
    renderAuthRoute("/request-reset-pw");
    await fillRequest("Ada@Example.com");
    expect((screen.getByRole("button", { name: "Sending..." }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests(api)).toEqual([{ path: REQUEST, body: { inputEmail: "ada@example.com" } }]);

    await act(async () => answer(jsonResponse({ message: requested })));
    expect(await findToast(requested)).toBeTruthy();
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    const token = screen.getByLabelText("Token");
    await waitFor(() => expect(document.activeElement).toBe(token));
    expect(screen.getByLabelText("New Password")).toBeTruthy();
    expect(screen.getByLabelText("Confirm New Password")).toBeTruthy();
  });

  it("toasts the server's message when the request fails", async () => {
    stubApi({ [REQUEST]: () => jsonResponse({ message: "Too many requests, please try again later" }, 429) });
    renderAuthRoute("/request-reset-pw");
    await fillRequest("ada@example.com");
    expect(await findToast("Too many requests, please try again later")).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBeTruthy();
  });
});

describe("Reset Password, step 2", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("opens pre-filled from the e-mailed link, sets the new password and goes to /login", async () => {
    const api = stubApi({ [VERIFY]: () => jsonResponse({ message: done }) });
    renderAuthRoute("/request-reset-pw?email=ada%40example.com&token=654321");
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    expect((screen.getByLabelText("Token") as HTMLInputElement).value).toBe("654321");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("New Password")));

    await fillStep2(null, "a new password", "a new password");
    expect(await findToast(done)).toBeTruthy();
    expect(requests(api)).toEqual([
      {
        path: VERIFY,
        body: { inputEmail: "ada@example.com", token: "654321", newpassword: "a new password" },
      },
    ]);
    await waitFor(() => expect(currentPath()).toBe("/login"));
  });

  it("validates the token, then password length, then that the passwords match", async () => {
    const api = stubApi({});
    renderAuthRoute("/request-reset-pw?email=ada%40example.com");
    await fillStep2("", "short", "other");
    expect(await findToast("Both email and token are required.")).toBeTruthy();
    await fillStep2("123456", "short", "other");
    expect(await findToast("Password must be at least 8 characters.")).toBeTruthy();
    await fillStep2("123456", "a new password", "another password");
    expect(await findToast("Passwords do not match.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Confirm New Password"));
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure, and can start over", async () => {
    stubApi({
      [VERIFY]: () => jsonResponse({ message: "Invalid or expired token. Please request a new one." }, 400),
    });
    renderAuthRoute("/request-reset-pw?email=ada%40example.com");
    const user = await fillStep2("111111", "a new password", "a new password");
    expect(await findToast("Invalid or expired token. Please request a new one.")).toBeTruthy();
    expect(currentPath()).toBe("/request-reset-pw");

    await user.click(screen.getByRole("button", { name: "Use a different email" }));
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.queryByLabelText("Token")).toBeNull();
  });
});
