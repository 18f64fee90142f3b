import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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

const RESEND = "/api/auth/resend-token";

async function openResend() {
  const opened = await openRegistrationDialog("Resend Token", "Resend Token");
  return { ...opened, email: within(opened.dialog).getByLabelText("Email") as HTMLInputElement };
}

describe("Resend Token modal", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("starts with the remembered e-mail, editable", async () => {
    window.localStorage.setItem(REGISTERED_EMAIL_KEY, "ada@example.com");
    const { email } = await openResend();
    expect(email.value).toBe("ada@example.com");
    expect(email.readOnly).toBe(false);
    expect(document.activeElement).toBe(email);
  });

  it('says "Please enter your email address to resend the token." when empty', async () => {
    const api = stubApi({});
    const { user, dialog } = await openResend();
    await user.click(within(dialog).getByRole("button", { name: "Resend" }));
    expect(await findToast("Please enter your email address to resend the token.")).toBeTruthy();
    const email = within(dialog).getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(
      within(dialog).getByText("Please enter your email address to resend the token.", { selector: "p" }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(api).not.toHaveBeenCalled();
  });

  it("sends the e-mail in the query with an empty JSON body, toasts and closes", async () => {
    const api = stubApi({
      [RESEND]: () => jsonResponse({ message: "Token resent successfully! Please check your email." }),
    });
    const { user, dialog, email, opener } = await openResend();
    await user.type(email, "Ada+jobs@Example.com");
    await user.click(within(dialog).getByRole("button", { name: "Resend" }));
    expect(await findToast("Token resent successfully! Please check your email.")).toBeTruthy();
    expect(requests(api)).toEqual([
      { path: "/api/auth/resend-token?email=ada%2Bjobs%40example.com", body: {} },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(window.localStorage.getItem(REGISTERED_EMAIL_KEY)).toBe("ada+jobs@example.com");
  });

  it('toasts the server\'s message, or "Failed to resend the token.", and stays open', async () => {
    const resend = vi
      .fn<Handler>()
      .mockResolvedValueOnce(jsonResponse({ message: "Too many requests, please try again later" }, 429))
      .mockResolvedValueOnce(jsonResponse({}, 500));
    stubApi({ [RESEND]: resend });
    const { user, dialog, email } = await openResend();
    await user.type(email, "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Resend" }));
    expect(await findToast("Too many requests, please try again later")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Resend" }));
    expect(await findToast("Failed to resend the token.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Resend Token" })).toBeTruthy();
  });
});
