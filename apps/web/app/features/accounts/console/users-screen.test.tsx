import { adminMessages } from "@site/contract/api/accounts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse } from "#web/test/json-response";
import {
  actAs,
  findToast,
  renderConsoleRoute,
  sentTo,
  stubApi,
  userDetails,
} from "#web/test/render-console-route";
import { graceInvitation } from "../testing/invitation";

const LIST = "/api/listUsers";
const INVITES = "/api/list_invites";
const pending = {
  inviteId: "0b9f6d1e-7c1a-4c4e-9a51-2f8e4b7a9c10",
  ...graceInvitation,
  sentAt: "2026-11-20T10:00:00.000Z",
  expired: false,
};
const ada = userDetails();
const grace = userDetails({
  email: "grace@example.com",
  firstName: "Grace",
  lastName: "Hopper",
  role: "employer",
});
const listAnswer = (data = [ada, grace], totalPages = 1) =>
  jsonResponse({ data, total: data.length, totalPages });

beforeEach(() => actAs("admin"));

async function openUsers(handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    [LIST]: () => listAnswer(),
    [INVITES]: () => jsonResponse({ data: [] }),
    ...handlers,
  });
  renderConsoleRoute("/console/users");
  await screen.findByRole("table", { name: /account\(s\)/ });
  return { fetchMock, user: userEvent.setup() };
}

const rowActions = (email: string) => within(screen.getByRole("group", { name: `Actions for ${email}` }));
const dialog = () => within(screen.getByRole("dialog"));

describe("Users screen", () => {
  it("lists accounts with their role and status, sending the admin's token", async () => {
    const { fetchMock } = await openUsers();
    expect(screen.getByRole("heading", { level: 1, name: "Users" })).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "ada@example.com" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Employer" })).toBeTruthy();
    expect(screen.getByText("2 account(s)")).toBeTruthy();
    expect(sentTo(fetchMock, LIST)[0]?.body).toEqual({ authToken: "admin-token", page: 1 });
  });

  it("searches and filters from page 1, and pages", async () => {
    const { fetchMock, user } = await openUsers({ [LIST]: () => listAnswer([ada], 3) });
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(sentTo(fetchMock, LIST)).toHaveLength(2));
    expect(sentTo(fetchMock, LIST)[1]?.body).toEqual({ authToken: "admin-token", page: 2 });

    await user.type(screen.getByLabelText("E-mail contains"), "ada");
    await user.selectOptions(screen.getByLabelText("Role"), "candidate");
    await user.selectOptions(screen.getByLabelText("Status"), "deactivated");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(sentTo(fetchMock, LIST)).toHaveLength(3));
    expect(sentTo(fetchMock, LIST)[2]?.body).toEqual({
      authToken: "admin-token",
      page: 1,
      email: "ada",
      role: "candidate",
      status: "deactivated",
    });
  });

  it("invites with e-mail, name and role and never asks for the person's password", async () => {
    let invited = false;
    const { fetchMock, user } = await openUsers({
      "/api/invite_user": () => {
        invited = true;
        return jsonResponse({ message: "The invitation has been e-mailed.", invite: pending });
      },
      [INVITES]: () => jsonResponse({ data: invited ? [pending] : [] }),
    });
    expect(screen.getByText("No pending invitations.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add user" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Invite user" }));
    expect(dialog().queryByLabelText(/password/i)).toBeNull();
    // The address is someone else's: the e-mail keyboard, but no autofill of the admin's own.
    expect(dialog().getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(dialog().getByLabelText("Email").getAttribute("autocomplete")).toBe("off");
    await user.type(dialog().getByLabelText("Email"), "New@Example.com");
    await user.type(dialog().getByLabelText("First name"), "Grace");
    await user.type(dialog().getByLabelText("Last name"), "Hopper");
    await user.selectOptions(dialog().getByLabelText("Role"), "employer");
    await user.click(dialog().getByRole("button", { name: "Send invitation" }));

    expect(await findToast("The invitation has been e-mailed.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sentTo(fetchMock, "/api/invite_user")[0]?.body).toEqual({
      authToken: "admin-token",
      inputEmail: "new@example.com",
      firstName: "Grace",
      lastName: "Hopper",
      role: "employer",
    });
    // The list of invitations is asked again and shows the new one.
    const invites = within(await screen.findByRole("table", { name: "1 pending invitation(s)" }));
    expect(invites.getByRole("rowheader", { name: "grace@example.com" })).toBeTruthy();
  });

  it("shows each field's error in words before sending, and the server's refusal at the e-mail", async () => {
    const { fetchMock, user } = await openUsers({
      "/api/invite_user": () =>
        jsonResponse(
          {
            message: "An invitation to this e-mail is already open. Resend it from the list of invitations.",
            code: "conflict",
          },
          409,
        ),
    });
    await user.click(screen.getByRole("button", { name: "Invite user" }));
    await user.click(dialog().getByRole("button", { name: "Send invitation" }));
    expect(await dialog().findByText("Email is required.")).toBeTruthy();
    expect(dialog().getByText("First name is required.")).toBeTruthy();
    expect(dialog().getByText("Last name is required.")).toBeTruthy();
    expect(dialog().getByText("Please choose a role.")).toBeTruthy();
    expect(dialog().getByLabelText("Role").getAttribute("aria-invalid")).toBe("true");
    expect(sentTo(fetchMock, "/api/invite_user")).toHaveLength(0);

    await user.type(dialog().getByLabelText("Email"), "grace@example.com");
    await user.type(dialog().getByLabelText("First name"), "Grace");
    await user.type(dialog().getByLabelText("Last name"), "Hopper");
    await user.selectOptions(dialog().getByLabelText("Role"), "candidate");
    await user.click(dialog().getByRole("button", { name: "Send invitation" }));
    expect(
      await dialog().findByText(
        "An invitation to this e-mail is already open. Resend it from the list of invitations.",
      ),
    ).toBeTruthy();
    const email = dialog().getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
  });

  it("lists pending invitations; Resend mails a new link, Revoke asks first", async () => {
    const expired = {
      ...pending,
      inviteId: "5f0c3f2e-2b0a-4a57-9d3e-0c1f1c1d1e1f",
      email: "old@example.com",
      expired: true,
    };
    const { fetchMock, user } = await openUsers({
      [INVITES]: () => jsonResponse({ data: [pending, expired] }),
      "/api/resend_invite": () =>
        jsonResponse({ message: "A new invitation has been e-mailed. The earlier link no longer works." }),
      "/api/revoke_invite": () =>
        jsonResponse({ message: "The invitation has been revoked. Its link no longer works." }),
    });
    const invites = within(await screen.findByRole("table", { name: "2 pending invitation(s)" }));
    expect(invites.getByRole("row", { name: /old@example.com/ }).textContent).toContain("Expired");
    const actions = (email: string) =>
      within(screen.getByRole("group", { name: `Invitation actions for ${email}` }));

    await user.click(actions("old@example.com").getByRole("button", { name: "Resend" }));
    expect(
      await findToast("A new invitation has been e-mailed. The earlier link no longer works."),
    ).toBeTruthy();
    expect(sentTo(fetchMock, "/api/resend_invite")[0]?.body).toEqual({
      authToken: "admin-token",
      inviteId: expired.inviteId,
    });

    await user.click(actions("grace@example.com").getByRole("button", { name: "Revoke" }));
    expect(
      dialog().getByText("Revoke the invitation to grace@example.com? Its link stops working at once."),
    ).toBeTruthy();
    await user.click(dialog().getByRole("button", { name: "Cancel" }));
    expect(sentTo(fetchMock, "/api/revoke_invite")).toHaveLength(0);
    await user.click(actions("grace@example.com").getByRole("button", { name: "Revoke" }));
    await user.click(dialog().getByRole("button", { name: "Revoke" }));
    expect(await findToast("The invitation has been revoked. Its link no longer works.")).toBeTruthy();
    expect(sentTo(fetchMock, "/api/revoke_invite")[0]?.body).toEqual({
      authToken: "admin-token",
      inviteId: pending.inviteId,
    });
  });

  it("looks an account up by e-mail and says when there is none", async () => {
    const { fetchMock, user } = await openUsers({
      "/api/selectUser": (body) =>
        body.inputEmail === "ada@example.com"
          ? jsonResponse({ user: ada })
          : jsonResponse({ message: adminMessages.userNotFound }, 404),
    });
    const lookup = screen.getByLabelText("Exact e-mail");
    await user.type(lookup, "nobody@example.com");
    await user.click(screen.getByRole("button", { name: "View account" }));
    expect(await screen.findByText(adminMessages.userNotFound)).toBeTruthy();
    expect(lookup.getAttribute("aria-invalid")).toBe("true");

    await user.clear(lookup);
    await user.type(lookup, "ada@example.com");
    await user.click(screen.getByRole("button", { name: "View account" }));
    const details = within(await screen.findByRole("dialog", { name: "Account" }));
    expect(details.getByText("Ada Lovelace")).toBeTruthy();
    expect(details.getByText("Active")).toBeTruthy();
    expect(sentTo(fetchMock, "/api/selectUser")[1]?.body).toEqual({
      authToken: "admin-token",
      inputEmail: "ada@example.com",
    });
  });

  it("deactivates only after confirmation; Cancel and Escape change nothing", async () => {
    const { fetchMock, user } = await openUsers({
      "/api/deactivateUser": () => jsonResponse({ message: adminMessages.deactivated }),
    });
    await user.click(rowActions("ada@example.com").getByRole("button", { name: "Deactivate" }));
    expect(screen.getByRole("dialog", { name: "Deactivate account" })).toBeTruthy();
    await user.click(dialog().getByRole("button", { name: "Cancel" }));
    await user.click(rowActions("ada@example.com").getByRole("button", { name: "Deactivate" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sentTo(fetchMock, "/api/deactivateUser")).toHaveLength(0);

    await user.click(rowActions("ada@example.com").getByRole("button", { name: "Deactivate" }));
    await user.click(dialog().getByRole("button", { name: "Deactivate" }));
    expect(await findToast(adminMessages.deactivated)).toBeTruthy();
    expect(sentTo(fetchMock, "/api/deactivateUser")[0]?.body).toEqual({
      authToken: "admin-token",
      inputEmail: "ada@example.com",
    });
  });

  it("reactivates a deactivated account and shows a refusal to remove in the dialog", async () => {
    const { fetchMock, user } = await openUsers({
      [LIST]: () => listAnswer([userDetails({ status: "deactivated" })]),
      "/api/reactivateUser": () => jsonResponse({ message: adminMessages.reactivated }),
      "/api/removeUser": () => jsonResponse({ message: adminMessages.lastAdmin }, 409),
      "/api/userOpenJobs": () => jsonResponse({ openJobs: 0 }),
    });
    await user.click(rowActions("ada@example.com").getByRole("button", { name: "Reactivate" }));
    await user.click(dialog().getByRole("button", { name: "Reactivate" }));
    expect(await findToast(adminMessages.reactivated)).toBeTruthy();

    await user.click(rowActions("ada@example.com").getByRole("button", { name: "Remove" }));
    expect(dialog().getByText(/This cannot be undone/)).toBeTruthy();
    // Enabled once the account's open jobs are known (none here: no choice to make).
    await waitFor(() =>
      expect(dialog().getByRole("button", { name: "Remove" }).hasAttribute("disabled")).toBe(false),
    );
    await user.click(dialog().getByRole("button", { name: "Remove" }));
    expect((await dialog().findByRole("alert")).textContent).toBe(adminMessages.lastAdmin);
    expect(sentTo(fetchMock, "/api/removeUser")).toHaveLength(1);
  });

  it("resets a password with the admin's own password, showing a wrong one's message", async () => {
    let answer = jsonResponse({ message: adminMessages.wrongOwnPassword }, 403);
    const { fetchMock, user } = await openUsers({ "/api/requestResetPasswordWithToken": () => answer });
    await user.click(rowActions("grace@example.com").getByRole("button", { name: "Reset password" }));
    expect(
      dialog().getByText(
        "E-mails grace@example.com a code with which they choose their own new password. Confirm with your own password.",
      ),
    ).toBeTruthy();
    // The admin is never asked for the user's new password: only for their own.
    expect(dialog().getAllByLabelText(/password/i)).toHaveLength(1);
    expect(dialog().queryByLabelText("New password for the user")).toBeNull();
    await user.click(dialog().getByRole("button", { name: "Send reset code" }));
    expect(await dialog().findByText("Your own password is required.")).toBeTruthy();
    const ownPassword = dialog().getByLabelText("Your own password");
    await user.type(ownPassword, "wrong");
    await user.click(dialog().getByRole("button", { name: "Send reset code" }));
    // At the field it is about, not in a banner above the form.
    expect(await dialog().findByText("Your password is not correct.")).toBeTruthy();
    expect(ownPassword.getAttribute("aria-invalid")).toBe("true");
    expect(dialog().queryByRole("alert")).toBeNull();

    answer = jsonResponse({ message: "A code to choose a new password has been e-mailed to the user." });
    await user.click(dialog().getByRole("button", { name: "Send reset code" }));
    expect(await findToast("A code to choose a new password has been e-mailed to the user.")).toBeTruthy();
    expect(sentTo(fetchMock, "/api/requestResetPasswordWithToken")[1]?.body).toEqual({
      authToken: "admin-token",
      inputEmail: "grace@example.com",
      password: "wrong",
    });
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    stubApi({
      [LIST]: () => jsonResponse({ message: "Session expired. Please login again." }, 401),
      [INVITES]: () => jsonResponse({ data: [] }),
    });
    renderConsoleRoute("/console/users");
    expect((await screen.findByRole("alert")).textContent).toBe("Session expired. Please login again.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
