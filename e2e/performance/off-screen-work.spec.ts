import { openPage } from "../support/app-shell";
import { expect, type Page, test } from "../support/test";

// Issue 32, decision 126: on the marketing pages, the sections below the first are
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

test("a marketing page lays out its lower sections when they near the window", async ({ page }) => {
  await openPage(page, "/systems-controller");
  const lower = '[aria-labelledby="connects-heading"] h2';
  expect(await rendered(page, "#page-heading")).toBe(true);
  expect(await rendered(page, lower)).toBe(false);

  await page.locator(lower).scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(page, lower)).toBe(true);
  await expect(page.locator(lower)).toBeInViewport();
});

test("scrolled to the end of a marketing page, the footer's last line is in sight", async ({ page }) => {
  // Sections skipped above keep their estimated size; the last section and the footer are laid out
  // with the page, or a jump to the end would see them grow and push the end out of sight (seen on
  // / at 375 px with the last section skipped).
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of [
    "/",
    "/systems-controller",
    "/Purchase",
    "/Infrastructure-Manager-for-aws",
    "/products",
  ]) {
    await openPage(page, path);
    expect(await rendered(page, "footer nav"), path).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(
      page.getByRole("contentinfo").getByText(/© \d{4} Automation Controller Systems/),
      path,
    ).toBeInViewport();
  }
});

test("a skipped block keeps a focus ring at its edge: its paint reaches 8 px past it", async ({ page }) => {
  // A block whose rendering the browser may skip also clips what it paints at its edge, unless
  // its overflow-clip-margin lets it reach further; the focus ring reaches 5 px past a control.
  const clipMargin = (selector: string) =>
    page.evaluate(
      (target) => getComputedStyle(document.querySelector(target) as Element).overflowClipMargin,
      selector,
    );
  await openPage(page, "/systems-controller");
  expect(await clipMargin('[aria-labelledby="connects-heading"]')).toBe("8px");
  await openPage(page, "/universal-shell/api-overview");
  expect(await clipMargin(".docs-prose .table-wrap")).toBe("8px");
});
