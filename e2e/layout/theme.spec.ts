import { createHash } from "node:crypto";
import { adminToken } from "../support/admin";
import { collectBrowserErrors, openPage, signInWithToken } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { expect, type Page, test } from "../support/test";

// The page background of each theme (docs/decisions/047-dark-mode.md): white, and #0d1526.
const LIGHT_BACKGROUND = "rgb(255, 255, 255)";
const DARK_BACKGROUND = "rgb(13, 21, 38)";

const themeSelect = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Theme" });
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const pinnedTheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-theme"));

async function rememberTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("theme-set")) {
      localStorage.setItem("theme", value);
      sessionStorage.setItem("theme-set", "1");
    }
  }, theme);
}

test("the header's Theme select switches the theme, and the choice survives reload and navigation", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await openPage(page, "/");
  await expect(themeSelect(page)).toHaveValue("system");
  await expect(themeSelect(page).locator("option")).toHaveText(["Light", "Dark", "System"]);
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);

  await themeSelect(page).selectOption({ label: "Dark" });
  expect(await pinnedTheme(page)).toBe("dark");
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(themeSelect(page)).toHaveValue("dark");
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);

  // In-app navigation, then a full page load of another route.
  await page.getByRole("banner").getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/search-jobs$/);
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  await openPage(page, "/login");
  await expect(themeSelect(page)).toHaveValue("dark");
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);

  // Light wins over a dark system; System hands the choice back to it.
  await page.emulateMedia({ colorScheme: "dark" });
  await themeSelect(page).selectOption({ label: "Light" });
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  await themeSelect(page).selectOption({ label: "System" });
  expect(await pinnedTheme(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
});

test("without a choice the site follows the system's colour scheme, also when it changes", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await openPage(page, "/universal-shell/introduction");
  expect(await pinnedTheme(page)).toBeNull();
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  await page.emulateMedia({ colorScheme: "light" });
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
});

test("the inline head script pins a remembered theme before any app script runs, within the CSP", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  await page.emulateMedia({ colorScheme: "light" });
  await rememberTheme(page, "dark");
  // No module script of the app may run: only the inline script in <head> can set the theme.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  // Loaded (the stylesheets applied), without waiting for the islands, aborted here.
  const response = await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.waitForLoadState("load");
  expect(response?.status()).toBe(200);
  expect(await pinnedTheme(page)).toBe("dark");
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);

  // The page's CSP names the script by its hash (no 'unsafe-inline').
  const html = (await response?.text()) ?? "";
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .find((body) => body.includes('localStorage.getItem("theme")'));
  expect(inline).toBeDefined();
  const hash = createHash("sha256")
    .update(inline ?? "")
    .digest("base64");
  const policy = response?.headers()["content-security-policy"] ?? "";
  const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toContain(`'sha256-${hash}'`);
  expect(scriptSrc).not.toContain("unsafe-inline");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  test("a dark system gets the dark page from the stylesheet alone", async ({ page }) => {
    const response = await page.goto("/universal-shell/introduction");
    expect(response?.status()).toBe(200);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds no serious or critical violation in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000);
    // Contrast of the final look, not of a heading half-way through its fade-in (axe read one
    // so once, under load).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await rememberTheme(page, theme);
    for (const path of ["/", "/universal-shell/introduction", "/search-jobs", "/login"]) {
      await openPage(page, path);
      expect(await pinnedTheme(page), path).toBe(theme);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      expect(await severeAxeViolations(page), `${theme} ${path}`).toEqual([]);
    }
  });
}

test("axe finds no serious or critical violation in the dark theme on the console and the profile", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await rememberTheme(page, "dark");
  // Signed in through the API: logging in on /login has specs of its own.
  await signInWithToken(page, await adminToken(page.request));
  for (const path of ["/console", "/console/jobs", "/console/jobs/new", "/console/users", "/view-profile"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(await pinnedTheme(page), path).toBe("dark");
    expect(await severeAxeViolations(page), `dark ${path}`).toEqual([]);
  }
});

test("at 769 px, the narrowest desktop header, the Theme select fits without a sideways scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 769, height: 800 });
  await openPage(page, "/");
  await expect(themeSelect(page)).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(769);
});

test("@mobile the mobile menu carries the Theme select", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await openPage(page, "/");
  await expect(themeSelect(page)).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(themeSelect(page)).toBeVisible();
  await themeSelect(page).selectOption("dark");
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  await page.reload();
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
});
