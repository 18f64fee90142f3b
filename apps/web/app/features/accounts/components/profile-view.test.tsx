import { messages } from "@site/contract/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_KEY } from "#web/lib/session-store";
import { jsonResponse } from "#web/test/json-response";
import {
  currentPath,
  findToast,
  renderProfileRoute,
  requests,
  sampleProfile,
  startEachTestSignedIn,
  stubApi,
} from "../testing/render-profile-route";

startEachTestSignedIn();

/** The value shown under a label of the details list. */
function detail(label: string): string {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

describe("ProfileView", () => {
  it("shows every field read-only, the resume link in a new tab, and Edit Profile", async () => {
    const fetchMock = stubApi({ "/api/view_profile": () => jsonResponse(sampleProfile) });
    renderProfileRoute("/view-profile");

    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(await screen.findByText("Ada", { selector: "dd" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Profile" })).toBeTruthy();
    expect(detail("First Name")).toBe("Ada");
    expect(detail("Last Name")).toBe("Lovelace");
    expect(detail("Phone Number")).toBe("+44 20 7946 0000");
    expect(detail("Email Address")).toBe("ada@example.com");
    expect(detail("Company")).toBe("Analytical Engines Ltd");
    expect(detail("Title")).toBe("Engineer");
    expect(detail("Citizenship Status")).toBe("British citizen");
    expect(detail("Description")).toBe("Mathematician.\nWrites programs for the Analytical Engine.");
    expect(detail("Gender")).toBe("Female");
    expect(detail("Ethnicity")).toBe("White");
    // The details are read-only: the only fields are those of the account's sections below them.
    expect(screen.queryAllByRole("textbox").map((field) => field.getAttribute("name"))).toEqual([
      "newEmail",
      "confirmation",
    ]);
    expect(screen.queryAllByRole("combobox")).toEqual([]);

    const link = screen.getByRole("link", { name: "ada-resume.pdf (opens in a new tab)" });
    // The API's signed link, as given: never built from the session token.
    expect(link.getAttribute("href")).toBe(sampleProfile.resumeLink);
    expect(link.getAttribute("href")).not.toContain("session-token-1");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");

    expect(requests(fetchMock)).toEqual([
      { path: "/api/view_profile", body: { accessToken: "session-token-1" } },
    ]);

    await userEvent.setup().click(screen.getByRole("button", { name: "Edit Profile" }));
    await waitFor(() => expect(currentPath()).toBe("/edit-profile"));
  });

  it('says "Not provided" for empty fields and that there is no resume yet', async () => {
    const empty = {
      ...sampleProfile,
      phoneNumber: "",
      company: "",
      title: "",
      citizenshipStatus: "",
      description: "",
      gender: "",
      ethnicity: "",
      resumeName: "",
      resumeUrl: "",
      resumeLink: "",
    };
    stubApi({ "/api/view_profile": () => jsonResponse(empty) });
    renderProfileRoute("/view-profile");
    expect(await screen.findByText("No resume uploaded yet.")).toBeTruthy();
    for (const label of [
      "Phone Number",
      "Company",
      "Title",
      "Citizenship Status",
      "Description",
      "Gender",
      "Ethnicity",
    ]) {
      expect(detail(label)).toBe("Not provided");
    }
    expect(screen.queryByRole("link")).toBeNull();
  });

  it('without a stored token shows "Access token not found" and goes to /login, sending nothing', async () => {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    const fetchMock = stubApi({});
    renderProfileRoute("/view-profile");
    expect(await findToast(messages.accessTokenNotFound)).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/login"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("on a load error shows the server's message, forgets the token and goes to /login", async () => {
    const fetchMock = stubApi({
      "/api/view_profile": () => jsonResponse({ message: "Session expired. Please login again." }, 401),
      "/api/auth/log-out": () => jsonResponse({ message: "Session expired. Please login again." }, 401),
    });
    renderProfileRoute("/view-profile");
    expect(await findToast("Session expired. Please login again.")).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/login"));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(requests(fetchMock)[0]?.path).toBe("/api/view_profile");
  });

  it('says "Request failed" when the server gives no message, and goes to /login', async () => {
    stubApi({ "/api/view_profile": () => new Response("", { status: 500 }) });
    renderProfileRoute("/view-profile");
    const region = await screen.findByRole("region", { name: /Notifications/ });
    expect(await within(region).findByText(messages.requestFailed)).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/login"));
  });
});
