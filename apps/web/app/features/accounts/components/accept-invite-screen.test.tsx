import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { getAccessToken, getSession, signOut } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import { currentPath, findToast, renderScreens } from "#web/test/render-screens";
import { sentTo, stubApi } from "#web/test/stub-api";
import { graceInvitation } from "../testing/invitation";
import { AcceptInviteScreen } from "./accept-invite-screen";

const VIEW = "/api/view_invite";
const ACCEPT = "/api/accept_invite";
const commonPassword = "This password is too common. Please choose a less predictable one.";

function renderAt(token: string | null) {
  return renderScreens("/accept-invite", { "/accept-invite": <AcceptInviteScreen token={token} /> });
}

afterEach(() => signOut());

describe("accept-invite page", () => {
  it("shows who invited whom as what; the chosen password logs the new employer in and opens the console", async () => {
    const api = stubApi({
      [VIEW]: () => jsonResponse(graceInvitation),
      [ACCEPT]: () =>
        jsonResponse({
          message: "Your account is ready. Welcome!",
          accessToken: "new-token",
          userName: "Grace",
        }),
    });
    renderAt("tok_123");
    expect(await screen.findByText("admin@example.com has invited you to join as an employer.")).toBeTruthy();
    expect(screen.getByText("Your account: Grace Hopper (grace@example.com)")).toBeTruthy();
    expect(screen.getByText("This invitation is valid until November 27, 2026.")).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Choose a password"), "the invitee's own passphrase");
    await user.click(screen.getByRole("button", { name: "Set my password" }));
    expect(await findToast("Your account is ready. Welcome!")).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/console"));
    expect(sentTo(api, ACCEPT)[0]?.body).toEqual({
      token: "tok_123",
      password: "the invitee's own passphrase",
    });
    expect(getAccessToken()).toBe("new-token");
    expect(getSession()).toEqual({ status: "signedIn", email: "grace@example.com", role: "employer" });
  }, 15_000);

  it("shows a short password's rule and the server's common-password refusal at the field", async () => {
    const api = stubApi({
      [VIEW]: () => jsonResponse(graceInvitation),
      [ACCEPT]: () =>
        jsonResponse(
          { message: commonPassword, code: "validation", fields: { password: commonPassword } },
          400,
        ),
    });
    renderAt("tok_123");
    const password = await screen.findByLabelText("Choose a password");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Set my password" }));
    expect(await screen.findByText("Password must be at least 8 characters.")).toBeTruthy();
    expect(sentTo(api, ACCEPT)).toHaveLength(0);
    await user.type(password, "password123");
    await user.click(screen.getByRole("button", { name: "Set my password" }));
    expect(await screen.findByText(commonPassword)).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    // At the field only, not repeated above the form.
    expect(screen.getAllByText(commonPassword)).toHaveLength(1);
    expect(currentPath()).toBe("/accept-invite");
    expect(getAccessToken()).toBeNull();
  }, 15_000);

  it("says in words why a link does not work, and asks for the link when there is none", async () => {
    const expired = "This invitation has expired. Please ask the person who invited you to send a new one.";
    stubApi({ [VIEW]: () => jsonResponse({ message: expired, code: "forbidden" }, 403) });
    renderAt("old");
    expect((await screen.findByRole("alert")).textContent).toBe(expired);
    expect(screen.queryByLabelText("Choose a password")).toBeNull();
    expect(screen.getByRole("link", { name: "Go to Login" }).getAttribute("href")).toBe("/login");

    const api = stubApi({});
    renderAt(null);
    expect(screen.getAllByText(/The invitation link is incomplete/)).toHaveLength(1);
    expect(sentTo(api, VIEW)).toEqual([]);
  });
});
