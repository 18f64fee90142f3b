import { toast } from "../support/accounts";
import { collectBrowserErrors } from "../support/app-shell";
import { adminOpensConsole, consoleSection, dialog, fillJobForm, uniqueWord } from "../support/console";
import { publicTitlesWith, searchThroughApi } from "../support/jobs";
import { expect, test } from "../support/test";

test("an admin posts a job with the rich-text editor; it appears in the search, then closes it", async ({
  page,
}) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  const word = uniqueWord();
  const title = `Automation Engineer ${word}`;

  await adminOpensConsole(page);
  await consoleSection(page, "Jobs");
  await page.getByRole("link", { name: "Post a job" }).click();
  await expect(page).toHaveURL(/\/console\/jobs\/new$/);
  await fillJobForm(page, {
    title,
    company: "Console Test Corp",
    location: "Remote",
    description: "We automate deployments.",
  });
  // A bulleted list from the toolbar: the editor's HTML carries it to the preview and the post.
  await page.getByRole("textbox", { name: "Description" }).press("Enter");
  await page
    .getByRole("toolbar", { name: "Formatting" })
    .getByRole("button", { name: "Bulleted list" })
    .click();
  await page.getByRole("textbox", { name: "Description" }).pressSequentially("Own the pipeline");
  await page.getByLabel("Company icon URL").fill("/favicon.svg");

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("job-preview");
  await expect(preview).toContainText(`${title} at Console Test Corp`);
  await expect(preview.getByRole("listitem")).toHaveText("Own the pipeline");

  await page.getByRole("button", { name: "Post job" }).click();
  await expect(toast(page, "The job has been posted.")).toBeVisible();
  await expect(page).toHaveURL(/\/console\/jobs$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Open");
  await expect(row.getByRole("link", { name: "Applicants (0)" })).toBeVisible();

  // Searchable at once, in the API and on the search screen.
  const found = await searchThroughApi(page.request, word);
  expect(found.data.map((job) => job.jobTitle)).toEqual([title]);
  await page.goto("/search-jobs");
  await page.getByLabel("Search jobs").fill(word);
  const results = page.getByRole("list", { name: "Job results" }).getByRole("listitem");
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText(title);

  // The public page shows the description the editor made.
  const jobId = found.data[0]?.jobId;
  await page.goto(`/job/${jobId}`);
  await expect(page.getByTestId("job-description").getByRole("listitem")).toHaveText("Own the pipeline");

  // Edit, then close: the job leaves the search.
  await page.goto(`/console/jobs/${jobId}`);
  await expect(page.getByLabel("Job title")).toHaveValue(title);
  await page.getByLabel("Location").fill("Berlin");
  await page.getByRole("button", { name: "Save job" }).click();
  await expect(toast(page, "The job has been updated.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Berlin");

  await page
    .getByRole("group", { name: `Actions for ${title}` })
    .getByRole("button", { name: "Close job" })
    .click();
  await dialog(page, "Close job").getByRole("button", { name: "Close job" }).click();
  await expect(toast(page, "The job has been closed.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Closed");
  expect(await publicTitlesWith(page.request, word)).toEqual([]);
  expect(errors).toEqual([]);
});
