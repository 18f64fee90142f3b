import { toast } from "../support/accounts";
import { collectBrowserErrors } from "../support/app-shell";
import { axeInBothThemes, severeAxeViolations } from "../support/axe";
import { adminOnConsole, consoleSection, dialog, fillJobForm, uniqueWord } from "../support/console";
import { publicTitlesWith, searchThroughApi } from "../support/jobs";
import { expect, type Page, test } from "../support/test";

/**
 * The datetime-local value of a moment, in the browser's (and this process's) time zone, to the
 * second when it has seconds: a valid value of the field (its picker offers minutes, but the value
 * may carry seconds, and the form sends what it holds), so the spec need not wait for a whole minute.
 */
function localInput(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const minute = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  // Chromium normalises ":00" away; Playwright's fill checks the field kept the value it was given.
  return at.getSeconds() === 0 ? minute : `${minute}:${pad(at.getSeconds())}`;
}

/** The first whole second at least `aheadMs` from now. */
function secondsAhead(aheadMs: number): Date {
  const at = new Date(Date.now() + aheadMs + 999);
  at.setMilliseconds(0);
  return at;
}

/** From the console's jobs, "Post a job" with the form filled for one of this spec's Draft Corp jobs. */
async function startDraftCorpJob(page: Page, title: string, description: string): Promise<void> {
  await page.getByRole("link", { name: "Post a job" }).click();
  await fillJobForm(page, { title, company: "Draft Corp", location: "Remote", description });
}

test("a draft stays private until published; a scheduled post goes public on its own at its time", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectBrowserErrors(page);
  const draftWord = uniqueWord();
  const scheduledWord = uniqueWord();
  await adminOnConsole(page);

  // Schedule one first, so that its time comes while the draft is saved and published: a time in
  // the past is refused at the field, one 20 s ahead (to the second) is kept.
  await consoleSection(page, "Jobs");
  await startDraftCorpJob(page, `Scheduled Engineer ${scheduledWord}`, "Soon.");
  const publication = page.getByRole("group", { name: "Publication" });
  await publication.getByLabel("Schedule publication").check();
  const when = page.getByLabel("Publication time");
  await when.fill(localInput(new Date(Date.now() - 3_600_000)));
  await page.getByRole("button", { name: "Schedule job" }).click();
  await expect(page.getByText("The publication time must be in the future.")).toBeVisible();
  await axeInBothThemes(page, "publication time refused");
  const at = secondsAhead(20_000);
  await when.fill(localInput(at));
  await page.getByRole("button", { name: "Schedule job" }).click();
  await expect(toast(page, "The job has been scheduled for publication.")).toBeVisible();
  const scheduledRow = page.getByRole("row").filter({ hasText: `Scheduled Engineer ${scheduledWord}` });
  await expect(scheduledRow).toContainText("Scheduled for");
  expect(await publicTitlesWith(page.request, scheduledWord)).toEqual([]);
  await axeInBothThemes(page, "jobs list with drafts");

  // Save as draft: listed as Draft, not in the search.
  await startDraftCorpJob(page, `Draft Engineer ${draftWord}`, "Not yet.");
  await publication.getByLabel("Save as draft").check();
  await axeInBothThemes(page, "job form with publication");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "The job has been saved as a draft.")).toBeVisible();
  const draftRow = page.getByRole("row").filter({ hasText: `Draft Engineer ${draftWord}` });
  await expect(draftRow).toContainText("Draft");
  expect(await publicTitlesWith(page.request, draftWord)).toEqual([]);

  // Publish the draft by hand: it is searchable at once.
  await page
    .getByRole("group", { name: `Actions for Draft Engineer ${draftWord}` })
    .getByRole("button", { name: "Publish now" })
    .click();
  const confirm = dialog(page, "Publish job");
  expect(await severeAxeViolations(page), "publish dialog").toEqual([]);
  await confirm.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page, "The job has been published.")).toBeVisible();
  await expect(draftRow).toContainText("Open");
  expect((await searchThroughApi(page.request, draftWord)).data.map((job) => job.jobTitle)).toEqual([
    `Draft Engineer ${draftWord}`,
  ]);

  // The scheduled one goes public by itself once its time has come (the e2e server's worker runs
  // every second, global-setup.ts), and not before it.
  await expect
    .poll(async () => (await publicTitlesWith(page.request, scheduledWord)).length, {
      timeout: 150_000,
      intervals: [1_000],
    })
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await page.reload();
  await expect(scheduledRow).toContainText("Open");
  // The one refusal this journey provokes on purpose (the past publication time) is logged by the browser.
  expect(errors).toEqual([
    "console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
});
