import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Header } from "#web/components/layout/header";
import { renderAccountMenu } from "#web/job-view/server";
import { HEADER_WIRED_GLOBAL, headerBootScript, markHeaderWired } from "./header-boot";

/**
 * The header as the server writes it (the React component rendered to HTML, no script of the app
 * running), with the head's boot script started: what a visitor has before the app loads.
 */
function staticHeaderWithBootScript(personsMenu = false) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <Header /> }]);
  document.body.innerHTML = renderToString(<Stub initialEntries={["/search-jobs"]} />);
  // A person's page (decision 135): their account menu as the API writes it, first of the
  // header's account part.
  if (personsMenu)
    document
      .querySelector("#site-menu > div")
      ?.insertAdjacentHTML("afterbegin", renderAccountMenu({ email: "ada@example.com", role: "candidate" }));
  const controller = new AbortController();
  const add = document.addEventListener.bind(document);
  // The script adds one listener for good; a test's listener is removed after it.
  document.addEventListener = ((type: string, listener: EventListener, options?: boolean) =>
    add(type, listener, { capture: Boolean(options), signal: controller.signal })) as typeof add;
  try {
    new Function(headerBootScript)();
  } finally {
    document.addEventListener = add;
  }
  cleanups.push(() => controller.abort());
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  delete (globalThis as Record<string, unknown>)[HEADER_WIRED_GLOBAL];
  document.body.innerHTML = "";
});

const menuButton = () => document.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]');
const nav = () => document.getElementById("site-menu");
const dropdown = (id: string) => document.querySelector<HTMLButtonElement>(`[data-menu="${id}"] > button`);
const panel = (id: string) => document.getElementById(`${id}-menu`);

describe("the header's boot script (before the app or the islands load)", () => {
  it("opens and closes the mobile menu the header renders, with its icons", () => {
    staticHeaderWithBootScript();
    expect(nav()?.classList.contains("hidden")).toBe(true);
    menuButton()?.click();
    expect(menuButton()?.getAttribute("aria-expanded")).toBe("true");
    expect(nav()?.classList.contains("hidden")).toBe(false);
    expect(nav()?.classList.contains("block")).toBe(true);
    expect(menuButton()?.querySelector('[data-icon="closed"]')?.classList.contains("hidden")).toBe(true);
    expect(menuButton()?.querySelector('[data-icon="open"]')?.classList.contains("hidden")).toBe(false);
    menuButton()?.click();
    expect(menuButton()?.getAttribute("aria-expanded")).toBe("false");
    expect(nav()?.classList.contains("hidden")).toBe(true);
  });

  it("opens one dropdown at a time, and the menu button closes them", () => {
    staticHeaderWithBootScript();
    expect(panel("documentation")?.hidden).toBe(true);
    dropdown("documentation")?.click();
    expect(panel("documentation")?.hidden).toBe(false);
    expect(dropdown("documentation")?.getAttribute("aria-expanded")).toBe("true");
    dropdown("products")?.click();
    expect(panel("products")?.hidden).toBe(false);
    expect(panel("documentation")?.hidden).toBe(true);
    menuButton()?.click();
    expect(panel("products")?.hidden).toBe(true);
  });

  it("does nothing once the header is wired by its real owner, nor for other clicks", () => {
    staticHeaderWithBootScript();
    document.body.click();
    expect(nav()?.classList.contains("hidden")).toBe(true);
    markHeaderWired();
    menuButton()?.click();
    expect(menuButton()?.getAttribute("aria-expanded")).toBe("false");
    expect(nav()?.classList.contains("hidden")).toBe(true);
  });

  it("closes what is open at a press outside it, and a dropdown the focus leaves, as the app's header does", () => {
    staticHeaderWithBootScript();
    const press = (target: Element | null) =>
      target?.dispatchEvent(new Event("pointerdown", { bubbles: true, cancelable: true }));
    document.body.insertAdjacentHTML("beforeend", '<main><p id="outside">Jobs</p></main>');
    // Outside the header: the mobile menu and an open dropdown close.
    menuButton()?.click();
    dropdown("products")?.click();
    expect(panel("products")?.hidden).toBe(false);
    press(document.getElementById("outside"));
    expect(panel("products")?.hidden).toBe(true);
    expect(menuButton()?.getAttribute("aria-expanded")).toBe("false");
    expect(nav()?.classList.contains("hidden")).toBe(true);
    // Inside the header but outside the open dropdown: that dropdown only.
    menuButton()?.click();
    dropdown("products")?.click();
    press(menuButton()?.parentElement ?? null);
    expect(panel("products")?.hidden).toBe(true);
    expect(nav()?.classList.contains("hidden")).toBe(false);
    // A press inside the open dropdown keeps it open.
    dropdown("products")?.click();
    press(panel("products")?.querySelector("a") ?? null);
    expect(panel("products")?.hidden).toBe(false);
    // The focus leaving it (Tab away) closes it; moving inside it does not.
    const links = panel("products")?.querySelectorAll("a") ?? [];
    links[0]?.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: links[1] ?? null }));
    expect(panel("products")?.hidden).toBe(false);
    links[0]?.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: menuButton() }));
    expect(panel("products")?.hidden).toBe(true);
  });

  it("opens a person's account menu from the keyboard, moves through it, and Escape closes it", () => {
    staticHeaderWithBootScript(true);
    const key = (target: Element | null, name: string) =>
      target?.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
    const focused = () => document.activeElement?.textContent;
    dropdown("products")?.click();
    const account = dropdown("account");
    account?.focus();
    key(account, "ArrowDown");
    expect(panel("account")?.hidden).toBe(false);
    expect(account?.getAttribute("aria-expanded")).toBe("true");
    expect(panel("products")?.hidden).toBe(true);
    expect(focused()).toBe("View Profile");
    key(document.activeElement, "ArrowUp");
    expect(focused()).toBe("Log Out");
    key(document.activeElement, "Home");
    expect(focused()).toBe("View Profile");
    key(document.activeElement, "ArrowDown");
    expect(focused()).toBe("Update Profile");
    key(document.activeElement, "End");
    expect(focused()).toBe("Log Out");
    key(document.activeElement, "Escape");
    expect(panel("account")?.hidden).toBe(true);
    expect(account?.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(account);
    // The phone's menu: Escape closes it too, back on its button.
    menuButton()?.click();
    expect(nav()?.classList.contains("hidden")).toBe(false);
    key(account, "Escape");
    expect(nav()?.classList.contains("hidden")).toBe(true);
    expect(document.activeElement).toBe(menuButton());
  });
});
