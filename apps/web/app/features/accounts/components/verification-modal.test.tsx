import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { descriptionOf } from "#web/test/description";
import { expectTabOrder } from "#web/test/focus";
import { jsonResponse } from "#web/test/json-response";
import type { Handler } from "#web/test/stub-api";
import { REGISTERED_EMAIL_KEY } from "../registered-email";
import {
  FORM_TEST_TIMEOUT_MS,
  findToast,
  openRegistrationDialog,
  requests,
  stubApi,
} from "../testing/render-auth-route";

const VERIFY = "/api/auth/verify-register";

async function openVerification(remembered: string | null = "ada@example.com") {
  if (remembered !== null) window.localStorage.setItem(REGISTERED_EMAIL_KEY, remembered);
  return openRegistrationDialog("Open Verification Modal", "Email Verification");
}

describe("Email Verification modal", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("is a labelled modal dialog with the remembered e-mail read-only", async () => {
    const { dialog } = await openVerification();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const email = within(dialog).getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("ada@example.com");
    expect(email.readOnly).toBe(true);
    expect((within(dialog).getByLabelText("Token") as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Token"));
  });

  it('says "Both email and token are required." without a token, and asks nobody', async () => {
    const api = stubApi({});
    const { user, dialog } = await openVerification();
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await findToast("Both email and token are required.")).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the message at the empty token field too, and clears it once a code is typed", async () => {
    const { user, dialog } = await openVerification();
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    const token = within(dialog).getByLabelText("Token");
    await waitFor(() => expect(token.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(token)).toBe("Both email and token are required.");
    expect(document.activeElement).toBe(token);
    expect(within(dialog).getByLabelText("Email").getAttribute("aria-invalid")).toBeNull();

    await user.type(token, "123456");
    await waitFor(() => expect(token.getAttribute("aria-invalid")).toBeNull());
  });

  it("refuses a typed e-mail that is not an address, at the field, and asks nobody", async () => {
    const api = stubApi({});
    const { user, dialog } = await openVerification(null);
    const email = within(dialog).getByLabelText("Email");
    await user.type(email, "ada.example.com");
    await user.type(within(dialog).getByLabelText("Token"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await findToast("Invalid email address.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByText("Invalid email address.", { selector: "p" })).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(api).not.toHaveBeenCalled();
  });

  it("lets the user type the e-mail when none is remembered on this device", async () => {
    const { user, dialog } = await openVerification(null);
    const email = within(dialog).getByLabelText("Email") as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    expect(document.activeElement).toBe(email);
    await user.type(within(dialog).getByLabelText("Token"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await findToast("Both email and token are required.")).toBeTruthy();
  });

  it("verifies, closes, and offers the way to log in", async () => {
    const api = stubApi({ [VERIFY]: () => jsonResponse({ message: "Verification successful!" }) });
    const { user, dialog } = await openVerification();
    await user.type(within(dialog).getByLabelText("Token"), " 123456 ");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));

    expect(await findToast("Verification successful!")).toBeTruthy();
    expect(requests(api)).toEqual([{ path: VERIFY, body: { email: "ada@example.com", token: "123456" } }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const login = screen.getByRole("link", { name: "Go to Login" });
    expect(login.getAttribute("href")).toBe("/login");
    expect(document.activeElement).toBe(login);
  });

  it('shows "Verifying..." while busy and the server\'s message, or "Verification failed.", on failure', async () => {
    let answer: (response: Response) => void = () => {};
    const verify = vi
      .fn<Handler>()
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(jsonResponse({}, 400));
    stubApi({ [VERIFY]: verify });
    const { user, dialog } = await openVerification();
    await user.type(within(dialog).getByLabelText("Token"), "000000");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    const busy = within(dialog).getByRole("button", { name: "Verifying..." }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer(jsonResponse({ message: "Invalid or expired token. Please request a new one." }, 400));
    expect(await findToast("Invalid or expired token. Please request a new one.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Email Verification" })).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await findToast("Verification failed.")).toBeTruthy();
  });

  it("traps focus, closes on Escape and returns focus to its opener", async () => {
    const { user, opener, dialog } = await openVerification();
    const email = within(dialog).getByLabelText("Email");
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    const verify = within(dialog).getByRole("button", { name: "Verify" });

    await expectTabOrder(user, [cancel, verify, email]);
    await expectTabOrder(user, [verify], { backwards: true });

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes with Cancel", async () => {
    const { user, opener, dialog } = await openVerification();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
