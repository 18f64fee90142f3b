import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_KEY, getSession } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import {
  currentPath,
  findToast,
  renderProfileRoute,
  sampleProfile,
  startEachTestSignedIn,
  stubApi,
} from "../testing/render-profile-route";

const ASK = "/api/request_email_change";
const CONFIRM = "/api/confirm_email_change";
const DELETE = "/api/delete_account";
const fieldError = (message: string, field: string, status = 400) =>
  jsonResponse(
    { message, code: status === 409 ? "conflict" : "validation", fields: { [field]: message } },
    status,
  );

startEachTestSignedIn();

async function section(name: string) {
  return within(await screen.findByRole("region", { name }));
}

/** Opens the profile and asks to change the address to `email`, with `password` as the current one. */
async function askForChange(email: string, password: string) {
  renderProfileRoute("/view-profile");
  const change = await section("Change e-mail address");
  const user = userEvent.setup();
  await takeOver(change, "New e-mail address", user);
  await user.type(change.getByLabelText("New e-mail address"), email);
  await user.type(change.getByLabelText("Current password"), password);
  await user.click(change.getByRole("button", { name: "Send code" }));
  return { change, user };
}

/**
 * The working form takes over the plain one at its first use (decision 116); these tests start
 * once it has. The hand-over while typing is form-on-first-use's own test and e2e's
 * forms-on-first-use spec.
 */
async function takeOver(
  scope: { getByLabelText: (label: string) => HTMLElement },
  label: string,
  user: ReturnType<typeof userEvent.setup>,
) {
  const plain = scope.getByLabelText(label);
  await user.click(plain);
  await waitFor(() => expect(scope.getByLabelText(label)).not.toBe(plain));
}
describe("Change e-mail address", () => {
  it("checks the fields as the contract does, before sending anything", async () => {
    const api = stubApi({ "/api/view_profile": () => jsonResponse(sampleProfile) });
    renderProfileRoute("/view-profile");
    const change = await section("Change e-mail address");
    const user = userEvent.setup();
    await takeOver(change, "New e-mail address", user);
    await user.type(change.getByLabelText("New e-mail address"), "not an address");
    await user.click(change.getByRole("button", { name: "Send code" }));
    expect(await change.findByText("Invalid email address.")).toBeTruthy();
    expect(change.getByText("Enter your current password.")).toBeTruthy();
    expect(change.getByLabelText("New e-mail address").getAttribute("aria-invalid")).toBe("true");
    expect(api.bodies(ASK)).toEqual([]);
  });

  it("sends the code, then changes the address with it and keeps the session", async () => {
    let profile = sampleProfile;
    const api = stubApi({
      "/api/view_profile": () => jsonResponse(profile),
      [ASK]: () =>
        jsonResponse({
          message:
            "We e-mailed a code to grace@example.com. Enter it here to finish the change; it expires in 30 minutes.",
        }),
      [CONFIRM]: ({ code }) => {
        if (code !== "123456")
          return fieldError("Invalid or expired token. Please request a new one.", "code");
        profile = { ...sampleProfile, emailAddress: "grace@example.com" };
        return jsonResponse({
          message: "Your e-mail address is now grace@example.com.",
          email: "grace@example.com",
        });
      },
    });
    const { change, user } = await askForChange(" Grace@Example.com", "my passphrase");
    expect(
      await change.findByText(
        "We e-mailed a code to grace@example.com. Enter it here to finish the change; it expires in 30 minutes.",
      ),
    ).toBeTruthy();
    expect(api.bodies(ASK)).toEqual([
      { accessToken: "session-token-1", newEmail: "grace@example.com", password: "my passphrase" },
    ]);

    const code = change.getByLabelText("Code from the e-mail");
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, "000000");
    await user.click(change.getByRole("button", { name: "Change e-mail address" }));
    expect(await change.findByText("Invalid or expired token. Please request a new one.")).toBeTruthy();
    expect(code.getAttribute("aria-invalid")).toBe("true");

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(change.getByRole("button", { name: "Change e-mail address" }));
    expect(await findToast("Your e-mail address is now grace@example.com.")).toBeTruthy();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("session-token-1");
    expect(getSession().email).toBe("grace@example.com");
    // The profile is read again and shows the new address.
    await waitFor(() => expect(screen.getByText("grace@example.com", { selector: "dd" })).toBeTruthy());
  });

  it("shows a wrong password at the password field, and a taken address at the address field after the code", async () => {
    stubApi({
      "/api/view_profile": () => jsonResponse(sampleProfile),
      [ASK]: ({ password }) =>
        password === "wrong"
          ? fieldError("The password is not correct.", "password")
          : jsonResponse({ message: "We e-mailed a code to taken@example.com." }),
      [CONFIRM]: () =>
        fieldError(
          "This e-mail address belongs to another account. Choose a different address.",
          "newEmail",
          409,
        ),
    });
    const { change, user } = await askForChange("taken@example.com", "wrong");
    const password = change.getByLabelText("Current password");
    expect(await change.findByText("The password is not correct.")).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(password);

    await user.clear(password);
    await user.type(password, "right");
    await user.click(change.getByRole("button", { name: "Send code" }));
    await user.type(await change.findByLabelText("Code from the e-mail"), "123456");
    await user.click(change.getByRole("button", { name: "Change e-mail address" }));
    expect(
      await change.findByText("This e-mail address belongs to another account. Choose a different address."),
    ).toBeTruthy();
    expect(change.getByLabelText("New e-mail address").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("Delete account", () => {
  it("needs the password and DELETE typed, then signs out and goes home", async () => {
    const api = stubApi({
      "/api/view_profile": () => jsonResponse(sampleProfile),
      [DELETE]: ({ password }) =>
        password === "wrong"
          ? fieldError("The password is not correct.", "password")
          : jsonResponse({ message: "Your account and everything in it were deleted." }),
      "/api/auth/log-out": () => jsonResponse({ message: "Logged out" }),
    });
    renderProfileRoute("/view-profile");
    const remove = await section("Delete account");
    const user = userEvent.setup();
    await takeOver(remove, "Current password", user);
    await user.type(remove.getByLabelText("Current password"), "wrong");
    await user.type(remove.getByLabelText("Type DELETE to confirm"), "delete");
    await user.click(remove.getByRole("button", { name: "Delete my account" }));
    expect(await remove.findByText("Type DELETE to confirm.")).toBeTruthy();
    expect(api.bodies(DELETE)).toEqual([]);

    await user.clear(remove.getByLabelText("Type DELETE to confirm"));
    await user.type(remove.getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(remove.getByRole("button", { name: "Delete my account" }));
    expect(await remove.findByText("The password is not correct.")).toBeTruthy();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("session-token-1");

    await user.clear(remove.getByLabelText("Current password"));
    await user.type(remove.getByLabelText("Current password"), "my passphrase");
    await user.click(remove.getByRole("button", { name: "Delete my account" }));
    expect(await findToast("Your account and everything in it were deleted.")).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/home"));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(api.bodies(DELETE).at(-1)).toEqual({
      accessToken: "session-token-1",
      password: "my passphrase",
      confirmation: "DELETE",
    });
  });
});
