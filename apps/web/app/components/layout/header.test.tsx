import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { ACCESS_TOKEN_KEY, signIn, signOut } from "#web/lib/session-store";
import { expectTabOrder } from "#web/test/focus";
import { jsonResponse } from "#web/test/json-response";
import { linkTarget } from "#web/test/links";
import { resizeWindow } from "#web/test/match-media";
import { type ApiStub, stubApi } from "#web/test/stub-api";
import { Header } from "./header";

function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <p data-testid="current-path">{location.pathname}</p>
      <p data-testid="current-search">{location.search}</p>
    </>
  );
}

function Page() {
  return (
    <>
      <Header />
      <p>Page content outside the header</p>
      <CurrentPath />
    </>
  );
}

function renderHeader(path = "/") {
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return render(<Stub initialEntries={[path]} />);
}

const LOG_OUT = "/api/auth/log-out";
const VALIDATE = "/api/auth/validate-token";

/** The server: log-out works, and validate-token answers the signed-in account with `role`. */
const stubSessionApi = (role: "candidate" | "employer" | "admin" = "candidate") =>
  stubApi({
    [LOG_OUT]: () => jsonResponse({ message: "Logged out" }),
    [VALIDATE]: () => jsonResponse({ success: { email: "ada@example.com", role } }),
  });

let api: ApiStub;

beforeEach(async () => {
  stubSessionApi();
  await signOut();
  api = stubSessionApi();
});

const toggle = (name: string) => screen.getByRole("button", { name });

describe("Header when signed out", () => {
  it("shows the logo, both dropdowns, Jobs and Contact Us", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: /Automation Controller Systems home/ })).toHaveProperty(
      "pathname",
      "/",
    );
    expect(toggle("Products").getAttribute("aria-haspopup")).toBe("true");
    expect(toggle("Documentation").getAttribute("aria-expanded")).toBe("false");
    expect(linkTarget("Jobs")).toBe("/search-jobs");
    expect(linkTarget("Pricing")).toBe("/Purchase");
    expect(linkTarget("Contact Us")).toBe("/submit-inquiry");
    expect(screen.queryByRole("button", { name: "User" })).toBeNull();
  });

  it("lists the products and documentation pages", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle("Products"));
    expect(linkTarget("Systems Controller")).toBe("/systems-controller");
    expect(linkTarget("Infrastructure Manager for AWS")).toBe("/Infrastructure-Manager-for-aws");
    const products = document.querySelector<HTMLElement>("[data-menu='products']");
    expect(
      within(products as HTMLElement)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Systems Controller", "/systems-controller"],
      ["Infrastructure Manager for AWS", "/Infrastructure-Manager-for-aws"],
      ["LLM Integrations", "/LLM-Integrations"],
      ["Data Warehousing Integration", "/Data-Warehousing-Integration"],
      ["All products", "/products"],
    ]);
    await user.click(toggle("Documentation"));
    expect(linkTarget("Universal Shell")).toBe("/universal-shell");
    expect(linkTarget("AWS Extended Shell")).toBe("/universal-shell-aws");
    expect(linkTarget("AWS Infrastructure Builder")).toBe("/aws-infra-builder");
  });
});

describe("Header ways in when signed out", () => {
  const link = (name: string) => screen.getByRole("link", { name });

  it("offers Log in and Sign up beside Contact Us, plain on the home page", () => {
    renderHeader("/");
    expect(link("Log in").getAttribute("href")).toBe("/login");
    expect(link("Sign up").getAttribute("href")).toBe("/request-registration");
  });

  it("brings the visitor back to the page they were reading", () => {
    renderHeader("/job/12");
    expect(link("Log in").getAttribute("href")).toBe("/login?returnTo=%2Fjob%2F12");
    expect(link("Sign up").getAttribute("href")).toBe("/request-registration?returnTo=%2Fjob%2F12");
  });

  it("keeps the query of the page", () => {
    renderHeader("/search-jobs?keyword=go&page=2");
    expect(link("Log in").getAttribute("href")).toBe(
      "/login?returnTo=%2Fsearch-jobs%3Fkeyword%3Dgo%26page%3D2",
    );
  });

  it("on a way-in page, passes on where that page returns to (only when safe)", () => {
    const { unmount } = renderHeader("/login?returnTo=%2Fjob%2F3");
    expect(link("Log in").getAttribute("href")).toBe("/login?returnTo=%2Fjob%2F3");
    expect(link("Sign up").getAttribute("href")).toBe("/request-registration?returnTo=%2Fjob%2F3");
    unmount();
    renderHeader("/login?returnTo=%2F%2Fevil.example");
    expect(link("Log in").getAttribute("href")).toBe("/login");
    expect(link("Sign up").getAttribute("href")).toBe("/request-registration");
  });

  it("reaches Log in and Sign up from the keyboard, after Jobs and Contact Us", async () => {
    const user = userEvent.setup();
    renderHeader("/job/12");
    link("Jobs").focus();
    await expectTabOrder(user, [link("Contact Us"), link("Log in"), link("Sign up")]);
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("current-path").textContent).toBe("/request-registration");
    expect(screen.getByTestId("current-search").textContent).toBe("?returnTo=%2Fjob%2F12");
  });

  it("lists them in the hamburger menu, opened and followed with the keyboard", async () => {
    resizeWindow(375);
    const user = userEvent.setup();
    renderHeader("/job/7");
    toggle("Menu").focus();
    await user.keyboard("{Enter}");
    expect(toggle("Menu").getAttribute("aria-expanded")).toBe("true");
    const menu = document.getElementById("site-menu");
    expect(menu?.contains(link("Log in"))).toBe(true);
    expect(menu?.contains(link("Sign up"))).toBe(true);
    link("Contact Us").focus();
    await user.tab();
    expect(document.activeElement).toBe(link("Log in"));
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("current-path").textContent).toBe("/login");
    expect(screen.getByTestId("current-search").textContent).toBe("?returnTo=%2Fjob%2F7");
    expect(toggle("Menu").getAttribute("aria-expanded")).toBe("false");
  });

  it("shows neither once signed in", () => {
    act(() => signIn("token-0", "ada@example.com"));
    renderHeader("/job/12");
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();
  });
});

describe("Header when signed in", () => {
  it("shows the e-mail with View Profile, Update Profile and Log Out, and hides Contact Us", async () => {
    act(() => signIn("token-1", "ada@example.com"));
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole("link", { name: "Contact Us" })).toBeNull();
    const account = toggle("ada@example.com");
    expect(account.getAttribute("aria-expanded")).toBe("false");
    await user.click(account);
    expect(account.getAttribute("aria-expanded")).toBe("true");
    expect(linkTarget("View Profile")).toBe("/view-profile");
    expect(linkTarget("Update Profile")).toBe("/edit-profile");
    expect(screen.getByRole("button", { name: "Log Out" })).toBeTruthy();
  });

  it("falls back to the label 'User' without an e-mail", () => {
    act(() => signIn("token-2", null));
    renderHeader();
    expect(toggle("User")).toBeTruthy();
  });

  it("Log Out revokes the token, signs out, closes the menu and goes to /login", async () => {
    act(() => signIn("token-3", "ada@example.com"));
    const user = userEvent.setup();
    renderHeader("/search-jobs");
    await user.click(toggle("ada@example.com"));
    await user.click(screen.getByRole("button", { name: "Log Out" }));

    expect(screen.getByTestId("current-path").textContent).toBe("/login");
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole("link", { name: "Contact Us" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Log Out" })).toBeNull();
    // The header first asked for the role (log-in answers none), then revoked the token.
    await waitFor(() => expect(api.bodies(LOG_OUT)).toEqual([{ accessToken: "token-3" }]));
  });

  it.each(["employer", "admin"] as const)("links a signed-in %s to the Console", async (role) => {
    const api = stubSessionApi(role);
    act(() => signIn("token-4", "boss@example.com"));
    const user = userEvent.setup();
    renderHeader();
    await waitFor(() => expect(api.bodies(VALIDATE)).toEqual([{ accessToken: "token-4" }]));
    await user.click(toggle("boss@example.com"));
    expect((await screen.findByRole("link", { name: "Console" })).getAttribute("href")).toBe("/console");
  });

  it("shows no Console link to a candidate", async () => {
    act(() => signIn("token-5", "ada@example.com"));
    const user = userEvent.setup();
    renderHeader();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    await user.click(toggle("ada@example.com"));
    expect(screen.getByRole("link", { name: "View Profile" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Console" })).toBeNull();
  });
});

describe("Header menus", () => {
  it("keeps only one dropdown open at a time", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle("Products"));
    expect(toggle("Products").getAttribute("aria-expanded")).toBe("true");
    await user.click(toggle("Documentation"));
    expect(toggle("Products").getAttribute("aria-expanded")).toBe("false");
    expect(toggle("Documentation").getAttribute("aria-expanded")).toBe("true");
    expect(screen.queryByRole("link", { name: "Systems Controller" })).toBeNull();
    await user.click(toggle("Documentation"));
    expect(toggle("Documentation").getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when clicking outside", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle("Products"));
    await user.click(screen.getByText("Page content outside the header"));
    expect(toggle("Products").getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle("Documentation"));
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "AWS Extended Shell" }));
    await user.keyboard("{Escape}");
    expect(toggle("Documentation").getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle("Documentation"));
  });

  it("opens from the keyboard and moves into the list with ArrowDown", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.tab(); // logo
    await user.tab(); // hamburger (hidden by CSS only, which jsdom does not apply)
    await user.tab();
    expect(document.activeElement).toBe(toggle("Products"));
    await user.keyboard("{Enter}");
    expect(toggle("Products").getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    await user.keyboard("{ArrowDown}");
    expect(toggle("Products").getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Systems Controller" }));
  });

  it("closes when focus tabs away from the dropdown", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle("Products"));
    await user.tab(); // Systems Controller
    await user.tab(); // Infrastructure Manager for AWS
    await user.tab(); // LLM Integrations
    await user.tab(); // Data Warehousing Integration
    await user.tab(); // All products
    await user.tab(); // Documentation toggle
    expect(document.activeElement).toBe(toggle("Documentation"));
    expect(toggle("Products").getAttribute("aria-expanded")).toBe("false");
  });

  it("closes after navigating", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle("Products"));
    await user.click(screen.getByRole("link", { name: "Systems Controller" }));
    expect(screen.getByTestId("current-path").textContent).toBe("/systems-controller");
    expect(toggle("Products").getAttribute("aria-expanded")).toBe("false");
  });

  it("has a hamburger toggle controlling the menu, closed by Escape with focus returned", async () => {
    resizeWindow(375);
    const user = userEvent.setup();
    renderHeader();
    const hamburger = toggle("Menu");
    expect(hamburger.getAttribute("aria-controls")).toBe("site-menu");
    expect(document.getElementById("site-menu")).not.toBeNull();
    expect(hamburger.getAttribute("aria-expanded")).toBe("false");
    await user.click(hamburger);
    expect(hamburger.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(hamburger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(hamburger);
  });

  it("closes the mobile menu and dropdowns when resized to desktop", async () => {
    resizeWindow(375);
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle("Menu"));
    await user.click(toggle("Products"));
    expect(toggle("Products").getAttribute("aria-expanded")).toBe("true");
    act(() => resizeWindow(1024));
    expect(toggle("Menu").getAttribute("aria-expanded")).toBe("false");
    expect(toggle("Products").getAttribute("aria-expanded")).toBe("false");
  });

  it("closes the mobile menu when clicking outside", async () => {
    resizeWindow(375);
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle("Menu"));
    await user.click(screen.getByText("Page content outside the header"));
    expect(toggle("Menu").getAttribute("aria-expanded")).toBe("false");
  });
});
