import { expect, type Page, type Route } from "@playwright/test";
import { settled, watchRequests } from "./app-shell";

// The visitor's pages that start the app at the first use (docs/decisions/104 and 124): the job
// page and the search. Their specs open them quiet, act while the app is held back, and check that
// the header's menu needs no script.

/** The script files the page has fetched so far (Resource Timing). */
export function scriptsFetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );
}

/** Where the page's app stands: "waiting" for the first use, "starting", then "ready". */
export const appState = (page: Page) => page.evaluate(() => (window as { siteApp?: string }).siteApp);

/** Waits until the app has started and taken the page over. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { siteApp?: string }).siteApp === "ready");
}

/** Opens `path` as a visitor and waits until the network is quiet: no script file yet. */
export async function openQuiet(page: Page, path: string): Promise<void> {
  watchRequests(page);
  await page.goto(path);
  await settled(page);
  expect(await scriptsFetched(page), "scripts fetched before any use").toEqual([]);
  expect(await appState(page)).toBe("waiting");
}

/** Holds every script file of the site back until `release` is called, so a test acts meanwhile. */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/*.js", (route) => (released ? route.continue() : void held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/**
 * Opens `path` quiet with the app's files held back, lets `firstUse` act on the page while the app
 * loads, checks that this use asked for the app, then lets the files through and waits until the
 * app is ready: what the visitor did meanwhile must still be there.
 */
export async function useWhileTheAppLoads(
  page: Page,
  path: string,
  firstUse: () => Promise<void>,
): Promise<void> {
  const app = await holdScripts(page);
  await openQuiet(page, path);
  await firstUse();
  await expect.poll(app.count, { message: "the first use asked for the app" }).toBeGreaterThan(0);
  expect(await appState(page)).toBe("starting");
  await app.release();
  await appReady(page);
}

/**
 * On a phone, a page opened quiet: the menu opens on the first tap with no script fetched, and the
 * header's Log in leads to `logInHref` (back to this page).
 */
export async function menuOpensWithoutScripts(page: Page, logInHref: string): Promise<void> {
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.tap();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#site-menu")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    logInHref,
  );
  await settled(page);
  expect(await scriptsFetched(page), "the menu needs no script file").toEqual([]);
}
