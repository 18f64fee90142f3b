import { openPage } from "../support/app-shell";
import { expect, type Page, test } from "../support/test";

// Issue 32, decision 126: on the marketing pages, the sections below the first and the footer are
// neither styled nor laid out until they near the window (content-visibility: auto), so a busy
// phone's first layout covers the first screen, not the whole page (the docs' tables did so before). Checked in the browser with checkVisibility's
// contentVisibilityAuto option, which is false for an element inside a block whose contents the
// browser skips (the block itself keeps a placeholder box).

test.use({ viewport: { width: 412, height: 823 } });

/** Whether the browser renders `selector`'s element now (false: skipped as out of sight). */
function rendered(page: Page, selector: string) {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) throw new Error(`Nothing matches ${target}`);
    return element.checkVisibility({ contentVisibilityAuto: true });
  }, selector);
}

test("a marketing page lays out its lower sections and the footer when they near the window", async ({
  page,
}) => {
  await openPage(page, "/systems-controller");
  expect(await rendered(page, "#page-heading")).toBe(true);
  expect(await rendered(page, '[aria-labelledby="connects-heading"] h2')).toBe(false);
  expect(await rendered(page, "footer nav")).toBe(false);

  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(page, "footer nav")).toBe(true);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" })).toBeVisible();
});

test("a skipped block keeps a focus ring at its edge: its paint reaches 8 px past it", async ({ page }) => {
  // A block whose rendering the browser may skip also clips what it paints at its edge, unless
  // its overflow-clip-margin lets it reach further; the focus ring reaches 5 px past a link.
  await openPage(page, "/universal-shell/api-overview");
  const margins = await page.evaluate(() =>
    [".docs-prose .table-wrap", "footer"].map(
      (selector) => getComputedStyle(document.querySelector(selector) as Element).overflowClipMargin,
    ),
  );
  expect(margins).toEqual(["8px", "8px"]);
});
