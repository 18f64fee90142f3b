import { collectBrowserErrors, openPage } from "../support/app-shell";
import { axeInBothThemes } from "../support/axe";
import { type JobSummary, searchThroughApi, signedInCandidate } from "../support/jobs";
import { tabTo } from "../support/keyboard";
import { expect, type Locator, type Page, test } from "../support/test";

// The job search's list-plus-detail view (docs/decisions/109-list-plus-detail.md).

/** The names of the script files the page has fetched so far. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );
const paneScript = /\/job-detail-pane-[^/]*\.js$/;
/** A result's link, by the job page it leads to. */
const resultLink = (results: Locator, job: JobSummary) => results.locator(`a[href="/job/${job.jobId}"]`);
const headingOf = (job: JobSummary) => `${job.jobTitle} at ${job.companyName}`;

async function twoEngineerJobs(page: Page): Promise<[JobSummary, JobSummary]> {
  const { data } = await searchThroughApi(page.request, "engineer");
  const [first, second] = data;
  if (!first || !second) throw new Error("two open engineer jobs are seeded");
  return [first, second];
}

test("on a wide window a chosen result opens beside the list, its id in the URL; Back, Forward and a reload follow it; axe finds nothing serious in either theme", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectBrowserErrors(page);
  const [, second] = await twoEngineerJobs(page);
  await openPage(page, "/search-jobs?q=engineer");
  const results = page.getByRole("list", { name: "Job results" });
  const pane = page.getByRole("region", { name: "Job details" });
  await expect(results.getByRole("listitem").first()).toBeVisible();
  await expect(pane).toHaveCount(0);
  // The pane's code is not part of the page's first script: it comes with the first choice.
  expect((await scriptsFetched(page)).filter((path) => paneScript.test(path))).toEqual([]);

  const link = resultLink(results, second);
  await link.click();
  const heading = pane.getByRole("heading", { level: 2, name: headingOf(second) });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/search-jobs\\?q=engineer&job=${second.jobId}$`));
  // Neither a new tab nor another page: the list is still here, the job beside it.
  expect(page.context().pages()).toHaveLength(1);
  await expect(link).toHaveAttribute("aria-current", "true");
  const listBox = await results.boundingBox();
  const paneBox = await pane.boundingBox();
  expect(paneBox && listBox && paneBox.x >= listBox.x + listBox.width).toBe(true);
  await expect(pane.getByRole("button", { name: "Apply by Resume Only" })).toBeVisible();
  expect((await scriptsFetched(page)).filter((path) => paneScript.test(path))).toHaveLength(1);
  await axeInBothThemes(page, "/search-jobs with a job beside the results");

  await page.goBack();
  await expect(page).toHaveURL(/\/search-jobs\?q=engineer$/);
  await expect(pane).toHaveCount(0);
  await expect(results.getByRole("listitem").first()).toBeVisible();
  await page.goForward();
  await expect(heading).toBeVisible();
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/search-jobs\\?q=engineer&job=${second.jobId}$`));
  expect(errors).toEqual([]);

  // A job that is not there says so in the pane.
  await openPage(page, "/search-jobs?q=engineer&job=2000000000");
  await expect(pane.getByRole("heading", { level: 2, name: "Job not found" })).toBeVisible();
  await expect(pane.getByText("This job is not on the site any more")).toBeVisible();
  await axeInBothThemes(page, "the pane of a job that is not there");
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

test("from the keyboard: Enter on a result opens it with the focus on its heading, Back to results returns to the result; a signed-in candidate saves from the pane", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [first] = await twoEngineerJobs(page);
  const errors = collectBrowserErrors(page);
  await signedInCandidate(page);
  await openPage(page, "/search-jobs?q=engineer");
  const results = page.getByRole("list", { name: "Job results" });
  const pane = page.getByRole("region", { name: "Job details" });
  const link = resultLink(results, first);
  await expect(link).toBeVisible();

  await tabTo(page, link);
  await page.keyboard.press("Enter");
  const heading = pane.getByRole("heading", { level: 2, name: headingOf(first) });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`[?&]job=${first.jobId}$`));
  // Tab goes on to the job's Save button, Enter saves it.
  await page.keyboard.press("Tab");
  const save = pane.getByRole("button", { name: "Save job" });
  await expect(save).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pane.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  // Back to results sits above the heading: Shift+Tab reaches it, Enter returns to the result.
  const back = pane.getByRole("button", { name: "Back to results" });
  await tabTo(page, back, { back: true, max: 10 });
  await page.keyboard.press("Enter");
  await expect(link).toBeFocused();
  await expect(pane).toBeVisible();
  await axeInBothThemes(page, "/search-jobs signed in, with a job beside the results");
  expect(errors).toEqual([]);
});

test("on a phone-sized window a result opens the job's page, as before", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const errors = collectBrowserErrors(page);
  const [first] = await twoEngineerJobs(page);
  await openPage(page, "/search-jobs?q=engineer");
  const link = resultLink(page.getByRole("list", { name: "Job results" }), first);
  await expect(link).toBeVisible();
  const [jobPage] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect(jobPage).toHaveURL(new RegExp(`/job/${first.jobId}$`));
  await expect(jobPage.getByRole("heading", { level: 1, name: headingOf(first) })).toBeVisible();
  // The search stays as it was, with no pane.
  await expect(page).toHaveURL(/\/search-jobs\?q=engineer$/);
  await expect(page.getByRole("region", { name: "Job details" })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});
