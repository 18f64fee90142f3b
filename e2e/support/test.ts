import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Waits until a public page's islands have wired its controls: they load after the first paint
 * (apps/web/app/root.tsx), so a test that clicked at once would click a control that does not
 * answer yet. Pages without islands (the app, JavaScript off) have nothing to wait for.
 */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { siteIslands?: string }).siteIslands !== "loading");
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait for the islands when they
 * wait for the page's load (their default); `waitUntil: "domcontentloaded"` or `"commit"` still
 * returns as early as asked. Every spec imports `test` from here.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const waitsForLoad = (options?: { waitUntil?: string }) =>
      options?.waitUntil === undefined || options.waitUntil === "load";
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitsForLoad(options)) await islandsReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitsForLoad(options)) await islandsReady(page);
      return response;
    };
    await use(page);
  },
});
