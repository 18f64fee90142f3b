import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_KEY, signIn } from "#web/lib/session-store";
import { jsonResponse, pagedResponse } from "#web/test/json-response";
import { actAs, renderConsoleRoute, stubApi } from "#web/test/render-console-route";

const sections = () => screen.queryByRole("navigation", { name: "Console sections" });

describe("Console access", () => {
  it("asks a visitor to log in, with a link to /login, and calls nothing", async () => {
    const fetchMock = stubApi({});
    await actAs(null);
    renderConsoleRoute("/console/users");
    expect(screen.getByRole("heading", { level: 1, name: "Please log in" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Login" }).getAttribute("href")).toBe("/login");
    expect(sections()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("tells a candidate the console is not allowed", async () => {
    const fetchMock = stubApi({});
    await actAs("candidate");
    renderConsoleRoute("/console");
    expect(screen.getByRole("heading", { level: 1, name: "Not allowed" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("learns the role after log-in before deciding, showing a status meanwhile", async () => {
    const fetchMock = stubApi({
      "/api/auth/validate-token": () =>
        jsonResponse({ success: { email: "e@example.com", role: "employer" } }),
      "/api/list_my_jobs": () => pagedResponse([], 0, 0),
    });
    await actAs(null);
    signIn("employer-token", "e@example.com");
    renderConsoleRoute("/console");
    expect(screen.getByRole("status").textContent).toBe("Checking your access...");
    expect(await screen.findByRole("heading", { level: 1, name: "Console" })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/validate-token");
  });

  it("shows an employer Jobs and Reports but neither Users nor Inquiries", async () => {
    stubApi({});
    await actAs("employer");
    renderConsoleRoute("/console");
    const nav = sections();
    expect(nav?.textContent).toContain("Jobs");
    expect(nav?.textContent).not.toContain("Users");
    expect(nav?.textContent).not.toContain("Inquiries");
    expect(
      within(nav as HTMLElement)
        .getByRole("link", { name: "Jobs" })
        .getAttribute("href"),
    ).toBe("/console/jobs");
    expect(
      within(nav as HTMLElement)
        .getByRole("link", { name: "Reports" })
        .getAttribute("href"),
    ).toBe("/console/reports");
  });

  it("refuses an employer the admin screens without calling them", async () => {
    const fetchMock = stubApi({});
    await actAs("employer");
    renderConsoleRoute("/console/users");
    expect(screen.getByRole("heading", { level: 1, name: "Not allowed" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers an admin every section", async () => {
    stubApi({});
    await actAs("admin");
    renderConsoleRoute("/console");
    for (const name of ["Overview", "Users", "Jobs", "Reports", "Inquiries"]) {
      expect(screen.getAllByRole("link", { name: new RegExp(name) }).length).toBeGreaterThan(0);
    }
  });

  it("signs out when the role check says the session has ended", async () => {
    stubApi({
      "/api/auth/validate-token": () =>
        jsonResponse({ message: "Session expired. Please login again." }, 401),
    });
    await actAs(null);
    signIn("dead-token", "gone@example.com");
    renderConsoleRoute("/console");
    expect(await screen.findByRole("heading", { level: 1, name: "Please log in" })).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull());
  });
});
