import { collectBrowserErrors, openPage } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { signedInCandidate } from "../support/jobs";
import { tabTo } from "../support/keyboard";
import { expect, type Page, test } from "../support/test";

/** The focused element's ring: its outline or box shadow, which must not be none. */
async function focusRing(page: Page): Promise<{ outline: string; boxShadow: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return { outline: "none", boxShadow: "none" };
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle === "none" || Number.parseFloat(style.outlineWidth) === 0
        ? "none"
        : `${style.outlineStyle} ${style.outlineWidth}`;
    return { outline, boxShadow: style.boxShadow };
  });
}

async function expectVisibleFocus(page: Page, what: string) {
  const ring = await focusRing(page);
  expect(
    ring.outline !== "none" || ring.boxShadow !== "none",
    `${what} shows its focus: ${JSON.stringify(ring)}`,
  ).toBe(true);
}

test("the filters and the stars work from the keyboard alone, with a visible focus; axe finds nothing serious on /search-jobs and /my-jobs", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectBrowserErrors(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signedInCandidate(page);
  await openPage(page, "/search-jobs");
  const filters = page.getByRole("region", { name: "Filters" });
  const results = page.getByRole("list", { name: "Job results" }).getByRole("listitem");
  await expect(results.first()).toBeVisible();

  // Tab from the top of the page to Remote, Space checks it.
  const remote = filters
    .getByRole("group", { name: "Workplace" })
    .getByRole("checkbox", { name: /^Remote / });
  await tabTo(page, remote);
  await expectVisibleFocus(page, "Remote");
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\/search-jobs\?workplace=remote$/);
  await expect(remote).toBeChecked();
  await expect(remote).toBeFocused();

  // The next Tab is Full-time (Employment type), Space checks it too.
  const fullTime = filters
    .getByRole("group", { name: "Employment type" })
    .getByRole("checkbox", { name: /^Full-time / });
  await page.keyboard.press("Tab");
  await expect(fullTime).toBeFocused();
  await expectVisibleFocus(page, "Full-time");
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\/search-jobs\?type=full_time&workplace=remote$/);

  // Date posted is one stop of radios: Tab into it, the arrow keys choose.
  const posted = filters.getByRole("group", { name: "Date posted" });
  await tabTo(page, posted.getByRole("radio", { name: "Any time" }));
  await expectVisibleFocus(page, "Any time");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(posted.getByRole("radio", { name: /^Past 30 days/ })).toBeChecked();
  await expect(page).toHaveURL(/\/search-jobs\?type=full_time&workplace=remote&posted=30d$/);
  // Shift+Tab goes back to the Location group's Apply button (decision 103's panel order: level,
  // then location, then date posted), out of the radios in one step.
  await page.keyboard.press("Shift+Tab");
  await expect(
    filters.getByRole("group", { name: "Location" }).getByRole("button", { name: "Apply" }),
  ).toBeFocused();
  await expectVisibleFocus(page, "the Location group's Apply button");

  // Tab on to the first row's star: Enter saves the job, Space takes it back, Enter saves it again.
  await expect(results.first()).toBeVisible();
  const star = results.first().getByRole("button", { name: /^(Save job|Saved)$/ });
  await tabTo(page, star);
  await expectVisibleFocus(page, "the star");
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(star).toHaveAccessibleName("Saved");
  await expect(star).toBeFocused();
  await page.keyboard.press("Space");
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(star).toHaveAttribute("aria-pressed", "true");
  const savedTitle = await results.first().getByRole("heading").innerText();
  // Shift+Tab is the row's link, its focus visible too.
  await page.keyboard.press("Shift+Tab");
  await expect(results.first().getByRole("link")).toBeFocused();
  await expectVisibleFocus(page, "the row's link");

  expect(await severeAxeViolations(page), "/search-jobs with filters set").toEqual([]);

  // On a phone the filters fold: the button opens them by keyboard, and axe checks them open.
  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.getByRole("button", { name: "Filters (3)" });
  await tabTo(page, toggle, { back: true });
  await expectVisibleFocus(page, "the filters button");
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(remote).toBeVisible();
  expect(await severeAxeViolations(page), "/search-jobs with the filters open on a phone").toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, "/my-jobs");
  await expect(
    page.getByRole("list", { name: "Saved jobs" }).getByRole("link", { name: savedTitle }),
  ).toBeVisible();
  expect(await severeAxeViolations(page), "/my-jobs").toEqual([]);
  expect(errors).toEqual([]);
});
