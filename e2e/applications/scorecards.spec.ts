import { toast } from "../support/accounts";
import { collectBrowserErrors, openPage, signInWithToken } from "../support/app-shell";
import { applyThroughApi } from "../support/applications";
import { axeInBothThemes } from "../support/axe";
import { adminOnConsole, dialog } from "../support/console";
import { candidateWithResume, employerWithJob } from "../support/jobs";
import { expect, type Locator, type Page, test } from "../support/test";

/** Opens the application of `email` in the job's pipeline: its notes, answers and scorecards. */
async function openApplication(page: Page, jobId: number, email: string): Promise<Locator> {
  await openPage(page, `/console/jobs/${jobId}/applicants`);
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: /^Notes \(0\)/ }).click();
  const opened = dialog(page, /^Notes and history of/);
  await expect(opened.getByRole("heading", { name: "Scorecards" })).toBeVisible();
  return opened;
}

/** Fills and submits the reviewer's own scorecard in the opened application, which saves it. */
async function submitScorecard(opened: Locator, ratings: string[], recommendation: string, comment: string) {
  const form = opened.getByRole("form", { name: "Your scorecard" });
  const labels = ["Skills for the role", "Relevant experience", "Communication", "Motivation"];
  for (const [index, label] of labels.entries())
    await form.getByLabel(label).selectOption({ label: ratings[index] ?? "" });
  await form.getByLabel("Overall recommendation").selectOption({ label: recommendation });
  await form.getByLabel("Comment").fill(comment);
  await form.getByRole("button", { name: "Submit scorecard" }).click();
  await expect(toast(opened.page(), "Your scorecard has been saved.")).toBeVisible();
}

test("two reviewers score one application: the second sees the first's scorecard only after submitting their own", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { jobId, employerToken, email: employerEmail } = await employerWithJob(request, "Scorecard Engineer");
  const { account: candidate, accessToken } = await candidateWithResume(request);
  await applyThroughApi(request, accessToken, jobId);

  // The employer reviews first.
  const employerErrors = collectBrowserErrors(page);
  await signInWithToken(page, employerToken);
  const mine = await openApplication(page, jobId, candidate.email);
  await expect(mine.getByText("No other reviewer has submitted a scorecard yet.")).toBeVisible();
  await axeInBothThemes(page, "scorecard form", { include: "dialog[open]" });
  await submitScorecard(
    mine,
    ["4 – Excellent", "3 – Good", "3 – Good", "4 – Excellent"],
    "Yes",
    "Solid on SQL",
  );

  // The admin, a second reviewer, is told a scorecard exists but does not read it before theirs.
  const adminPage = await (await browser.newContext()).newPage();
  const adminErrors = collectBrowserErrors(adminPage);
  await adminOnConsole(adminPage);
  const theirs = await openApplication(adminPage, jobId, candidate.email);
  await expect(
    theirs.getByText("1 other reviewer has submitted a scorecard. You see it once you submit yours."),
  ).toBeVisible();
  await expect(theirs.getByText("Solid on SQL")).toHaveCount(0);
  await submitScorecard(theirs, ["2 – Fair", "2 – Fair", "3 – Good", "2 – Fair"], "No", "Not enough depth");
  await expect(theirs.getByText(`By ${employerEmail} · Yes`)).toBeVisible();
  await expect(theirs.getByText("Solid on SQL")).toBeVisible();
  await expect(
    theirs.getByText(
      "Skills for the role: 4 of 4 · Relevant experience: 3 of 4 · Communication: 3 of 4 · Motivation: 4 of 4",
    ),
  ).toBeVisible();
  await axeInBothThemes(adminPage, "scorecards after submitting", { include: "dialog[open]" });

  // The employer now sees the admin's too.
  const again = await openApplication(page, jobId, candidate.email);
  await expect(again.getByText("Not enough depth")).toBeVisible();

  expect(employerErrors).toEqual([]);
  expect(adminErrors).toEqual([]);
});
