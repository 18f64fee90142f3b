import { openPage } from "../support/app-shell";
import { expect, test } from "../support/test";

test("searching run_cmd with Ctrl-K lands on its reference entry", async ({ page }) => {
  await openPage(page, "/universal-shell/setup");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the documentation" });
  const input = dialog.getByRole("combobox", { name: "Search" });
  await expect(input).toBeFocused();
  await input.fill("run_cmd");
  await expect(dialog.getByRole("option").first()).toContainText("run_cmd");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/universal-shell\/api-overview#run_cmd$/);
  await expect(dialog).toBeHidden();
  const entry = page.getByRole("heading", { level: 3, name: "run_cmd", exact: true });
  await expect(entry).toBeInViewport();
  await expect(entry.getByRole("link")).toBeFocused();
});

test("the search box finds other documentation sets and works by keyboard only", async ({ page }) => {
  await openPage(page, "/aws-infra-builder");
  await page.getByRole("button", { name: /Search docs/ }).click();
  const input = page.getByRole("combobox", { name: "Search" });
  await input.fill("upkeep");
  // Scoped: the header's Theme select has options too.
  await expect(page.getByRole("dialog").getByRole("option").first()).toContainText("upkeep_service");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/universal-shell\/api-overview#upkeep_service$/);
});

test("Escape closes the search and returns focus to the search box", async ({ page }) => {
  await openPage(page, "/universal-shell");
  await page.keyboard.press("Meta+k");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("button", { name: /Search docs/ })).toBeFocused();
});
