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
    const thenIslands = async <Result>(navigation: Promise<Result>, options?: { waitUntil?: string }) => {
      const result = await navigation;
      if (options?.waitUntil === undefined || options.waitUntil === "load") await islandsReady(page);
      return result;
    };
    page.goto = (url, options) => thenIslands(goto(url, options), options);
    page.reload = (options) => thenIslands(reload(options), options);
    await use(page);
  },
});
