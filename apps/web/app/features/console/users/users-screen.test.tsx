import { adminMessages } from "@site/contract/api/admin";
import { authMessages } from "@site/contract/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse } from "../../../test/json-response";
import {
  actAs,
  findToast,
  renderConsoleRoute,
  sentTo,
  stubApi,
  userDetails,
} from "../testing/render-console-route";

const LIST = "/api/listUsers";
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
  const fetchMock = stubApi({ [LIST]: () => listAnswer(), ...handlers });
  renderConsoleRoute("/console/users");
  await screen.findByRole("table");
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

  it("adds a user with a role, toasts the server's message and reloads the list", async () => {
    const { fetchMock, user } = await openUsers({
      "/api/addUser": () => jsonResponse({ message: adminMessages.userAdded, user: grace }),
    });
    await user.click(screen.getByRole("button", { name: "Add user" }));
    await user.type(dialog().getByLabelText("Email"), "New@Example.com");
    await user.type(dialog().getByLabelText("Password"), "a-long-unusual-passphrase");
    await user.selectOptions(dialog().getByLabelText("Role"), "employer");
    await user.click(dialog().getByRole("button", { name: "Add user" }));

    expect(await findToast(adminMessages.userAdded)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sentTo(fetchMock, "/api/addUser")[0]?.body).toEqual({
      authToken: "admin-token",
      inputEmail: "new@example.com",
      password: "a-long-unusual-passphrase",
      role: "employer",
    });
    await waitFor(() => expect(sentTo(fetchMock, LIST)).toHaveLength(2));
  });

  it("keeps the dialog open with the server's message for an existing e-mail", async () => {
    const { user } = await openUsers({
      "/api/addUser": () => jsonResponse({ message: authMessages.duplicateEmail }, 409),
    });
    await user.click(screen.getByRole("button", { name: "Add user" }));
    await user.type(dialog().getByLabelText("Email"), "ada@example.com");
    await user.type(dialog().getByLabelText("Password"), "a-long-unusual-passphrase");
    await user.click(dialog().getByRole("button", { name: "Add user" }));
    expect((await dialog().findByRole("alert")).textContent).toBe(authMessages.duplicateEmail);
    expect((dialog().getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
  });

  it("refuses a short password before sending, and shows the server's refusal of a common one", async () => {
    const { fetchMock, user } = await openUsers({
      "/api/addUser": () => jsonResponse({ message: authMessages.commonPassword }, 400),
    });
    await user.click(screen.getByRole("button", { name: "Add user" }));
    await user.type(dialog().getByLabelText("Email"), "x@example.com");
    await user.type(dialog().getByLabelText("Password"), "short");
    await user.click(dialog().getByRole("button", { name: "Add user" }));
    expect(await dialog().findByText("Password must be at least 8 characters.")).toBeTruthy();
    expect(sentTo(fetchMock, "/api/addUser")).toHaveLength(0);

    await user.clear(dialog().getByLabelText("Password"));
    await user.type(dialog().getByLabelText("Password"), "password123");
    await user.click(dialog().getByRole("button", { name: "Add user" }));
    expect((await dialog().findByRole("alert")).textContent).toBe(authMessages.commonPassword);
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
    });
    await user.click(rowActions("ada@example.com").getByRole("button", { name: "Reactivate" }));
    await user.click(dialog().getByRole("button", { name: "Reactivate" }));
    expect(await findToast(adminMessages.reactivated)).toBeTruthy();

    await user.click(rowActions("ada@example.com").getByRole("button", { name: "Remove" }));
    expect(dialog().getByText(/This cannot be undone/)).toBeTruthy();
    await user.click(dialog().getByRole("button", { name: "Remove" }));
    expect((await dialog().findByRole("alert")).textContent).toBe(adminMessages.lastAdmin);
    expect(sentTo(fetchMock, "/api/removeUser")).toHaveLength(1);
  });

  it("invites by e-mail (requestRegistrationWithToken)", async () => {
    const { fetchMock, user } = await openUsers({
      "/api/requestRegistrationWithToken": () => jsonResponse({ message: adminMessages.invited }),
    });
    await user.click(screen.getByRole("button", { name: "Invite by e-mail" }));
    await user.type(dialog().getByLabelText("Email"), "invitee@example.com");
    await user.type(dialog().getByLabelText("Password"), "a-long-unusual-passphrase");
    await user.click(dialog().getByRole("button", { name: "Send invitation" }));
    expect(await findToast(adminMessages.invited)).toBeTruthy();
    expect(sentTo(fetchMock, "/api/requestRegistrationWithToken")[0]?.body).toEqual({
      authToken: "admin-token",
      inputEmail: "invitee@example.com",
      password: "a-long-unusual-passphrase",
    });
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
    await user.type(dialog().getByLabelText("Your own password"), "wrong");
    await user.click(dialog().getByRole("button", { name: "Send reset code" }));
    expect((await dialog().findByRole("alert")).textContent).toBe("Your password is not correct.");

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
    stubApi({ [LIST]: () => jsonResponse({ message: "Session expired. Please login again." }, 401) });
    renderConsoleRoute("/console/users");
    expect((await screen.findByRole("alert")).textContent).toBe("Session expired. Please login again.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
