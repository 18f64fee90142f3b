import { expect, test } from "@playwright/test";
import { collectBrowserErrors, openPage } from "../support/app-shell";

const homeHeading = "Easily Deploy & Manage Software Systems";

test("the home page loads without console errors", async ({ page }) => {
  const errors = collectBrowserErrors(page);
  await openPage(page, "/");
  await expect(page).toHaveTitle(`${homeHeading} | Automation Controller Systems`);
  await expect(page.getByRole("heading", { level: 1, name: homeHeading })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const [path, heading, title] of [
  ["/search-jobs", "Job Search", "Job Search"],
  ["/universal-shell/setup", "Universal Shell", "Setup – Universal Shell Documentation"],
  ["/Purchase/pro", "Subscription Plans", "Subscription Plans"],
] as const) {
  test(`a deep link to ${path} renders the layout from the SPA fallback`, async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await openPage(page, path);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Automation Controller Systems`);
    expect(errors).toEqual([]);
  });
}

test("an unknown path renders the home page", async ({ page }) => {
  await openPage(page, "/this/page/does-not-exist");
  await expect(page.getByRole("heading", { level: 1, name: homeHeading })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await openPage(page, "/products");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
