import { createVerifiedAccount } from "../support/accounts";
import { collectBrowserErrors, openPage } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { signedInCandidate } from "../support/jobs";
import { expect, test } from "../support/test";

test("a candidate saves a search as a job alert, finds it on My jobs and deletes it", async ({ page }) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { account } = await signedInCandidate(page);

  await openPage(page, "/search-jobs");
  await page.getByRole("searchbox", { name: "Search jobs" }).fill("engineer");
  await expect(page).toHaveURL(/\/search-jobs\?q=engineer$/);
  await page
    .getByRole("region", { name: "Filters" })
    .getByRole("group", { name: "Workplace" })
    .getByRole("checkbox", { name: /^Remote \(\d+\)$/ })
    .check();
  await expect(page).toHaveURL(/\/search-jobs\?q=engineer&workplace=remote$/);

  const create = page.getByRole("button", { name: "Create job alert" });
  await create.click();
  const form = page.getByRole("form", { name: "Create a job alert for this search" });
  await expect(form.getByRole("radio", { name: "Daily" })).toBeFocused();
  await form.getByRole("radio", { name: "Weekly" }).check();
  await form.getByRole("button", { name: "Save alert" }).click();
  await expect(
    page.getByText("Job alert created. We will e-mail you new matching jobs once a week."),
  ).toBeVisible();
  await expect(create).toBeFocused();
  expect(await severeAxeViolations(page), "/search-jobs with the alert confirmation").toEqual([]);

  // My jobs, from the account menu.
  await page.getByRole("banner").getByRole("button", { name: account.email }).click();
  await page.getByRole("link", { name: "My jobs" }).click();
  await expect(page).toHaveURL(/\/my-jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "My jobs" })).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Sections of My jobs" });
  await expect(sections.getByRole("link")).toHaveText(["Applications", "Saved jobs", "Job alerts"]);
  await expect(page.getByRole("heading", { level: 2, name: "My applications" })).toBeVisible();
  await expect(page.getByText(/You have not saved any jobs yet/)).toBeVisible();
  const alerts = page.getByRole("list", { name: "Job alerts" }).getByRole("listitem");
  await expect(alerts).toHaveCount(1);
  await expect(alerts.first()).toContainText('"engineer" · Remote');
  await expect(alerts.first()).toContainText("Weekly e-mail");
  await expect(alerts.first().getByRole("link", { name: "Open search" })).toHaveAttribute(
    "href",
    "/search-jobs?q=engineer&workplace=remote&sort=newest",
  );
  expect(await severeAxeViolations(page), "/my-jobs").toEqual([]);

  // The in-page menu and Delete work from the keyboard.
  await sections.getByRole("link", { name: "Job alerts" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my-jobs#job-alerts$/);
  const remove = alerts.first().getByRole("button", { name: 'Delete job alert: "engineer" · Remote' });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Job alert deleted.")).toBeVisible();
  await expect(page.getByText(/You have no job alerts/)).toBeVisible();
  expect(await severeAxeViolations(page), "/my-jobs after the delete").toEqual([]);
  expect(errors).toEqual([]);

  // An unsubscribe link that was altered is refused in words, without logging in.
  await page.evaluate(() => localStorage.removeItem("accessToken"));
  await openPage(page, "/unsubscribe-job-alert?id=5b7e2b54-0000-4000-8000-000000000001&token=1.forged");
  await expect(
    page.getByText("This unsubscribe link is not valid or has expired. Log in to manage your job alerts."),
  ).toBeVisible();
  expect(await severeAxeViolations(page), "/unsubscribe-job-alert").toEqual([]);
});

test("a visitor is asked to log in to create a job alert, and comes back to the search", async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request);
  await openPage(page, "/search-jobs?workplace=remote");
  await page.getByRole("link", { name: "Log in to create a job alert" }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fsearch-jobs%3Fworkplace%3Dremote$/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/search-jobs\?workplace=remote$/);
  await expect(page.getByRole("button", { name: "Create job alert" })).toBeVisible();
});
