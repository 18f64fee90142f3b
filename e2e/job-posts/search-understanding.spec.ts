import { collectBrowserErrors, openPage } from "../support/app-shell";
import { expect, type Page, test } from "../support/test";

// Issue 30 (docs/decisions/067-search-that-understands-job-seekers.md): "did you mean" and the
// filters read from the words, on the demo jobs.

const rows = (page: Page) => page.getByRole("list", { name: "Job results" }).getByRole("listitem");
const notes = (page: Page) => page.getByTestId("search-understanding");

test.describe("/search-jobs understands the words", () => {
  test("corrects a typo, says so, and searches the words as typed when asked", async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await openPage(page, "/search-jobs?q=pyhton");
    await expect(notes(page)).toHaveText("Showing results for python — Search instead for pyhton");
    await expect(rows(page).first()).toContainText("Python");
    // The matched word is marked in the title.
    await expect(rows(page).first().locator("mark").first()).toHaveText("Python");

    await notes(page).getByRole("button", { name: "pyhton" }).click();
    await expect(page).toHaveURL(/\/search-jobs\?q=pyhton&exact=1$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: /job\(s\)/ })).toHaveText(
      '0 job(s) matched for query: "pyhton"',
    );
    expect(errors).toEqual([]);
  });

  test("reads 'remote' as a filter chip, and removing the chip searches without it", async ({ page }) => {
    await openPage(page, "/search-jobs?q=remote+site+reliability");
    const chip = page.getByRole("button", { name: "Remove the filter Remote" });
    await expect(chip).toBeVisible();
    await expect(rows(page).first()).toContainText("Site Reliability Engineer");
    await chip.click();
    await expect(page).toHaveURL(/\/search-jobs\?q=site\+reliability$/);
    await expect(page.getByRole("button", { name: "Remove the filter Remote" })).toHaveCount(0);
    await expect(page.getByRole("searchbox")).toHaveValue("site reliability");
  });
});
