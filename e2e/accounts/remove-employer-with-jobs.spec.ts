import { toast } from "../support/accounts";
import { adminToken } from "../support/admin";
import { collectBrowserErrors } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { adminOnConsole, consoleSection, uniqueWord } from "../support/console";
import { employerPostsJob, logInThroughApi, searchThroughApi } from "../support/jobs";
import { expect, test } from "../support/test";

const job = (title: string) => ({
  jobTitle: title,
  companyName: "Leaving Corp",
  jobLocation: "Remote",
  jobDescription: "<p>Hand over.</p>",
});

test("removing an employer with open jobs: the dialog states them and hands them to another employer", async ({
  page,
}) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  const word = uniqueWord();
  const leaving = await employerPostsJob(page.request, word, job(`First ${word}`));
  const second = await page.request.post("/api/post_job", {
    data: { authToken: leaving.employerToken, job_post: job(`Second ${word}`) },
  });
  expect(second.status()).toBe(200);
  const heir = await employerPostsJob(page.request, `${word}h`, job(`Heir's own ${word}`));

  await adminOnConsole(page);
  await consoleSection(page, "Users");
  // Filtered by its address, so the account is on the first page.
  const filters = page.getByRole("region", { name: "Filter accounts" });
  await filters.getByLabel("E-mail contains").fill(leaving.email);
  await filters.getByRole("button", { name: "Search" }).click();
  await page
    .getByRole("group", { name: `Actions for ${leaving.email}` })
    .getByRole("button", { name: "Remove" })
    .click();
  const remove = page.getByRole("dialog", { name: "Remove account" });
  await expect(remove).toContainText("This account has 2 open jobs (drafts included).");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await severeAxeViolations(page), `remove dialog with open jobs, ${scheme}`).toEqual([]);
  }

  // An address that is no employer cannot take them over: said at the field.
  await remove.getByLabel("E-mail of the employer who takes over").fill("nobody-at-all@example.com");
  await remove.getByRole("button", { name: "Remove" }).click();
  await expect(
    remove.getByText("Jobs can be transferred only to another active employer or admin account."),
  ).toBeVisible();
  expect(await severeAxeViolations(page), "remove dialog with the refusal").toEqual([]);

  await remove.getByLabel("E-mail of the employer who takes over").fill(heir.email);
  await remove.getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "The account and its data have been removed.")).toBeVisible();

  // The jobs are still public and now the heir's.
  expect((await searchThroughApi(page.request, word)).data.map((j) => j.jobTitle).sort()).toEqual(
    [`First ${word}`, `Heir's own ${word}`, `Second ${word}`].sort(),
  );
  const heirToken = await logInThroughApi(page.request, heir);
  const mine = await page.request.post("/api/list_my_jobs", { data: { authToken: heirToken, page: 1 } });
  expect(((await mine.json()) as { total: number }).total).toBe(3);
  expect(await adminToken(page.request)).toBeTruthy();
  // The refusal the journey provoked on purpose is the only thing the browser logged.
  expect(errors).toEqual([
    "console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
});
