import type { Page } from "@playwright/test";
import { holdScripts } from "../support/app-on-use";
import { collectBrowserErrors, sessionSlot } from "../support/app-shell";
import { someOpenJob } from "../support/jobs";
import { expect, test } from "../support/test";

// The header works at first paint (issue 32, docs/decisions/072-portal-pages-light.md): on a
// phone the menu opens on the first tap as soon as the page shows, although no script file of
// the site has loaded (the app on the job portal's pages, the islands on the public ones), and
// the app or the islands then take it over without closing it.

const scriptFiles = "**/assets/*.js";

/** Opens `path` and returns as soon as its header shows: no waiting for scripts or the load event. */
async function openAsSoonAsVisible(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
}

async function tapMenuAndDocumentation(page: Page) {
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#site-menu")).toBeHidden();
  await menu.tap();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#site-menu")).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Jobs" })).toBeVisible();
  const documentation = banner.getByRole("button", { name: "Documentation" });
  await documentation.tap();
  await expect(documentation).toHaveAttribute("aria-expanded", "true");
  await expect(banner.getByRole("link", { name: "Universal Shell", exact: true })).toBeVisible();
}

test.describe("header at first paint on a phone @mobile", () => {
  test("with no script file at all, the menu and its Documentation menu open on the first tap, and links lead on", async ({
    page,
    request,
  }) => {
    const job = await someOpenJob(request, "engineer");
    await page.route(scriptFiles, (route) => route.abort());
    for (const path of ["/", "/search-jobs", `/job/${job.jobId}`, "/universal-shell/introduction"]) {
      await openAsSoonAsVisible(page, path);
      await tapMenuAndDocumentation(page);
      // A second tap closes it again.
      await page.getByRole("button", { name: "Menu" }).tap();
      await expect(page.locator("#site-menu")).toBeHidden();
    }
    // A plain link: it navigates without any script.
    await page.getByRole("button", { name: "Menu" }).tap();
    await page.getByRole("banner").getByRole("link", { name: "Jobs" }).tap();
    await expect(page).toHaveURL(/\/search-jobs$/);
  });

  for (const where of ["/search-jobs?job=", "/"]) {
    test(`on ${where} the menu tapped open before the scripts load stays open when they take over, and then closes on one tap`, async ({
      page,
      request,
    }) => {
      const errors = collectBrowserErrors(page);
      // A search, a visitor's or a candidate's, starts the app only at its first use, never for
      // the menu (decisions 124, 134): with a chosen job (?job=) the server writes no search, and
      // the app starts after the first paint, which this hands the menu to.
      const path = where === "/" ? "/" : `${where}${(await someOpenJob(request)).jobId}`;
      const scripts = await holdScripts(page);
      await openAsSoonAsVisible(page, path);
      await tapMenuAndDocumentation(page);
      // The scripts were asked for (after the first paint) and are still held back.
      await expect.poll(scripts.count).toBeGreaterThan(0);
      await scripts.release();
      if (path === "/") await expect.poll(() => page.evaluate(() => window.siteIslands)).toBe("ready");
      else await expect(sessionSlot(page)).toBeAttached();
      const menu = page.getByRole("button", { name: "Menu" });
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator("#site-menu")).toBeVisible();
      await expect(page.getByRole("button", { name: "Documentation" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      // The new owner handles the next tap once (not the boot script as well, which would undo it).
      await menu.tap();
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator("#site-menu")).toBeHidden();
      await menu.tap();
      await expect(page.locator("#site-menu")).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

declare global {
  interface Window {
    siteIslands?: string;
  }
}
