import { openPage } from "../support/app-shell";
import { expect, test } from "../support/test";

test("the copy button puts the code on the clipboard and shows 'Copied!' then 'Copy'", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  // The page's timers run on a clock the test moves, so checking the 2000 ms takes no waiting.
  await page.clock.install();
  await openPage(page, "/universal-shell");
  await page.clock.pauseAt(Date.now() + 1_000);
  const block = page.locator(".code-block").first();
  const button = block.getByRole("button", { name: "Copy" });

  await button.click();
  await expect(block.getByRole("button", { name: "Copied!" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    'deploy@10.0.1.21:8000 run_cmd command="uptime"\n8@web upkeep_service service_name="nginx"',
  );

  // Back to 'Copy' after 2000 ms, not before.
  await page.clock.runFor(1_900);
  await expect(block.getByRole("button", { name: "Copied!" })).toBeVisible();
  await page.clock.runFor(200);
  await expect(block.getByRole("button", { name: "Copy" })).toBeVisible();
});

test("the white paper link returns a multi-page PDF", async ({ page, request }) => {
  await openPage(page, "/universal-shell");
  const link = page.getByRole("navigation", { name: "Documentation contents" }).getByRole("link", {
    name: "White paper (PDF)",
  });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/\.pdf$/);

  const response = await request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pages = body.toString("latin1").match(/\/Type \/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(4);
});
