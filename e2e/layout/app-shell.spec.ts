import { collectBrowserErrors, openPage } from "../support/app-shell";
import { expect, test } from "../support/test";

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

test("an unknown path answers 404 and shows the home page under a Page not found notice", async ({
  page,
}) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  const notice = page.getByRole("region", { name: "Page not found" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    "There is no page at this address. You can read the documentation, search the jobs, or go to the home page.",
  );
  await expect(page.getByRole("heading", { level: 1, name: homeHeading })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveTitle("Page not found | Automation Controller Systems");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await notice.getByRole("link", { name: "Read the documentation" }).click();
  await expect(page).toHaveURL(/\/universal-shell$/);
  await expect(page.getByRole("region", { name: "Page not found" })).toHaveCount(0);
});

test("the notice's links lead to the job search and the home page", async ({ page }) => {
  await page.goto("/no-such-page");
  const notice = page.getByRole("region", { name: "Page not found" });
  await notice.getByRole("link", { name: "Search jobs" }).click();
  await expect(page).toHaveURL(/\/search-jobs$/);
  await page.goBack();
  await page
    .getByRole("region", { name: "Page not found" })
    .getByRole("link", { name: "Go to the home page" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: homeHeading })).toBeVisible();
});

test("known pages answer 200, unknown ones 404", async ({ request }) => {
  const statuses: Record<string, number> = {};
  for (const path of [
    "/",
    "/search-jobs",
    "/job/00000000-0000-4000-8000-000000000000",
    "/universal-shell/setup",
    "/aws-infra-builder/examples",
    "/Purchase/pro",
    "/console/jobs/new",
    "/no-such-page",
    "/job/1/2",
    "/universal-shell/setup/extra",
  ]) {
    statuses[path] = (await request.get(path)).status();
  }
  expect(statuses).toEqual({
    "/": 200,
    "/search-jobs": 200,
    "/job/00000000-0000-4000-8000-000000000000": 200,
    "/universal-shell/setup": 200,
    "/aws-infra-builder/examples": 200,
    "/Purchase/pro": 200,
    "/console/jobs/new": 200,
    "/no-such-page": 404,
    "/job/1/2": 404,
    "/universal-shell/setup/extra": 404,
  });
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
