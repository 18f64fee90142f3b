import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse } from "../../../test/json-response";
import {
  currentPath,
  FORM_TEST_TIMEOUT_MS,
  findToast,
  renderAuthRoute,
  requestBody,
  requestUrl,
  setupUser,
  stubFetch,
} from "../testing/render-auth-route";

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

const requested = "If an account exists for this email, we have sent a code to reset the password.";
const done = "Your password has been reset. Please log in with your new password.";

async function fillRequest(email: string, password: string, confirm: string) {
  const user = setupUser();
  const fields: [string, string][] = [
    ["Email", email],
    ["New Password", password],
    ["Confirm New Password", confirm],
  ];
  for (const [label, value] of fields) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole("button", { name: "Send reset code" }));
  return user;
}

describe("Reset Password, step 1", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("validates e-mail, then password length, then that the passwords match", async () => {
    renderAuthRoute("/request-reset-pw");
    expect(screen.getByRole("heading", { level: 1, name: "Reset Password" })).toBeTruthy();
    await fillRequest("ada", "short", "other");
    expect(await findToast("Invalid email address.")).toBeTruthy();
    await fillRequest("ada@example.com", "short", "other");
    expect(await findToast("Password must be at least 8 characters.")).toBeTruthy();
    await fillRequest("ada@example.com", "a new password", "another password");
    expect(await findToast("Passwords do not match.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Confirm New Password"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads "Sending..." while busy, then asks for the e-mailed code', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderAuthRoute("/request-reset-pw");
    await fillRequest("Ada@Example.com", "a new password", "a new password");
    expect((screen.getByRole("button", { name: "Sending..." }) as HTMLButtonElement).disabled).toBe(true);
    expect(requestUrl(fetchMock)).toBe("/api/requestResetPassword");
    expect(requestBody(fetchMock)).toEqual({ inputEmail: "ada@example.com", newpassword: "a new password" });

    await act(async () => answer(jsonResponse({ message: requested })));
    expect(await findToast(requested)).toBeTruthy();
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    const token = screen.getByLabelText("Token");
    expect(document.activeElement).toBe(token);
    expect(screen.queryByLabelText("New Password")).toBeNull();
  });

  it("toasts the server's message when the request fails", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: "Too many requests, please try again later" }, 429),
    );
    renderAuthRoute("/request-reset-pw");
    await fillRequest("ada@example.com", "a new password", "a new password");
    expect(await findToast("Too many requests, please try again later")).toBeTruthy();
    expect(screen.getByLabelText("New Password")).toBeTruthy();
  });
});

describe("Reset Password, step 2", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("opens pre-filled from the e-mailed link, resets and goes to /login", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: done }));
    renderAuthRoute("/request-reset-pw?email=ada%40example.com&token=654321");
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    expect((screen.getByLabelText("Token") as HTMLInputElement).value).toBe("654321");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Reset Password" }));

    await setupUser().click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await findToast(done)).toBeTruthy();
    expect(requestUrl(fetchMock)).toBe("/api/verifyResetPassword");
    expect(requestBody(fetchMock)).toEqual({ inputEmail: "ada@example.com", token: "654321" });
    await waitFor(() => expect(currentPath()).toBe("/login"));
  });

  it("needs the token, shows the server's message on failure, and can start over", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: "Invalid or expired token. Please request a new one." }, 400),
    );
    renderAuthRoute("/request-reset-pw?email=ada%40example.com");
    const user = setupUser();
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await findToast("Both email and token are required.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Token"), "111111");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await findToast("Invalid or expired token. Please request a new one.")).toBeTruthy();
    expect(currentPath()).toBe("/request-reset-pw");

    await user.click(screen.getByRole("button", { name: "Use a different email or password" }));
    expect(screen.getByLabelText("New Password")).toBeTruthy();
  });
});
