import { collectBrowserErrors, openPage } from "../support/app-shell";
import { expect, test } from "../support/test";

// Issue 29 (docs/decisions/079-one-declaration-per-filter.md): the "Shows pay" filter, declared
// once in the contract, is a checkbox of the panel, a parameter of the URL and a removable chip.
test("filters to jobs that show pay with the panel's checkbox, and its chip removes it", async ({ page }) => {
  const errors = collectBrowserErrors(page);
  await openPage(page, "/search-jobs");
  const box = page.getByRole("group", { name: "Show only" }).getByRole("checkbox", { name: "Shows pay" });
  await box.check();
  await expect(page).toHaveURL(/\/search-jobs\?pay=1$/);
  const chip = page.getByRole("button", { name: "Remove the filter Shows pay" });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).toHaveURL(/\/search-jobs$/);
  await expect(page.getByRole("button", { name: "Remove the filter Shows pay" })).toHaveCount(0);
  await expect(box).not.toBeChecked();
  // The URL round-trips: a link with pay=1 opens with the box checked and the chip shown.
  await openPage(page, "/search-jobs?pay=1");
  await expect(box).toBeChecked();
  await expect(page.getByRole("button", { name: "Remove the filter Shows pay" })).toBeVisible();
  expect(errors).toEqual([]);
});
