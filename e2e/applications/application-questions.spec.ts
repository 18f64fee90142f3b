import { toast } from "../support/accounts";
import { collectBrowserErrors, openPage, signedInPage } from "../support/app-shell";
import { applyWithProfile, chooseResume } from "../support/applications";
import { axeInBothThemes } from "../support/axe";
import { dialog } from "../support/console";
import { employerWithJob, signedInCandidate, uploadResumeThroughApi } from "../support/jobs";
import { randomEmail, waitForMail } from "../support/mailbox";
import { expect, type Page, test } from "../support/test";

/** The current mails to `to` in the development mailbox. */
async function mailsTo(page: Page, to: string): Promise<string[]> {
  const response = await page.request.get("/dev/mailbox.json", {
    params: { to, key: process.env.E2E_MAILBOX_KEY ?? "" },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { mails: { subject: string }[] }).mails.map((mail) => mail.subject);
}

test("an employer asks questions with a knock-out; a visitor and a candidate answer them; the knock-out answer is Rejected at once, its mail held back, and the answers show on the application", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = collectBrowserErrors(page);
  const { jobId, employerToken } = await employerWithJob(request, "Questions Engineer");

  // The employer reaches the questions from the job's applicants and writes two.
  const { page: employerPage, errors: employerErrors } = await signedInPage(
    browser,
    employerToken,
    `/console/jobs/${jobId}/applicants`,
  );
  await employerPage.getByRole("link", { name: "Application questions" }).click();
  await expect(employerPage.getByRole("heading", { level: 1, name: "Application questions" })).toBeVisible();
  await expect(employerPage.getByText("This job asks no questions yet.")).toBeVisible();
  await axeInBothThemes(employerPage, "empty questions editor");

  await employerPage.getByRole("button", { name: "Add a question" }).click();
  const first = employerPage.getByRole("group", { name: "Question 1" });
  await first.getByLabel("Question", { exact: true }).fill("Are you allowed to work in the EU?");
  await first.getByLabel("Kind").selectOption({ label: "Yes / no" });
  await first.getByLabel("Disqualifying answer (knock-out)").selectOption({ label: "No" });
  await first.getByLabel("Required").check();
  await employerPage.getByRole("button", { name: "Add a question" }).click();
  const second = employerPage.getByRole("group", { name: "Question 2" });
  await second.getByLabel("Question", { exact: true }).fill("Your notice period");
  await second.getByLabel("Required").check();
  // A one-choice question with a single choice is refused with words a person reads.
  await employerPage.getByRole("button", { name: "Add a question" }).click();
  const third = employerPage.getByRole("group", { name: "Question 3" });
  await third.getByLabel("Question", { exact: true }).fill("Pick one");
  await third.getByLabel("Kind").selectOption({ label: "One choice" });
  await third.getByLabel("Choices (one per line)").fill("Only");
  await employerPage.getByRole("button", { name: "Save questions" }).click();
  await expect(employerPage.getByText("A one-choice question needs at least two choices.")).toBeVisible();
  await axeInBothThemes(employerPage, "questions editor with an error");
  await third.getByRole("button", { name: "Remove question 3" }).click();
  await employerPage.getByRole("button", { name: "Save questions" }).click();
  await expect(toast(employerPage, "Application questions saved.")).toBeVisible();
  await axeInBothThemes(employerPage, "questions editor");

  // A visitor answers on the job's page and applies with a resume only.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPage(page, `/job/${jobId}`);
  const questions = page.getByRole("region", { name: "Questions from the employer" });
  await expect(questions).toBeVisible();
  await axeInBothThemes(page, "job page with questions");
  const visitor = randomEmail("answers");
  const form = page.getByRole("form", { name: "Apply by Resume Only" });
  await chooseResume(form, "Grace Hopper");
  await form.getByLabel("Email for a confirmation (optional)").fill(visitor);
  // Unanswered required questions are refused by the server.
  await form.getByRole("button", { name: "Apply by Resume Only" }).click();
  await expect(form.getByText("Please answer “Are you allowed to work in the EU?”.")).toBeVisible();
  await questions.getByLabel("Are you allowed to work in the EU? (required)").selectOption({ label: "Yes" });
  await questions.getByLabel("Your notice period (required)").fill("One month");
  await form.getByRole("button", { name: "Apply by Resume Only" }).click();
  await expect(form.getByText("Successfully applied for the job with resume!")).toBeVisible();
  await waitForMail(request, visitor, /Your application has been received/);

  // A signed-in candidate answers the knock-out question "No" and applies with the profile.
  const candidatePage = await (await browser.newContext()).newPage();
  const candidateErrors = collectBrowserErrors(candidatePage);
  const { account, accessToken } = await signedInCandidate(candidatePage);
  await uploadResumeThroughApi(candidatePage.request, accessToken);
  await openPage(candidatePage, `/job/${jobId}`);
  const asked = candidatePage.getByRole("region", { name: "Questions from the employer" });
  await asked.getByLabel("Are you allowed to work in the EU? (required)").selectOption({ label: "No" });
  await asked.getByLabel("Your notice period (required)").fill("Two weeks");
  await applyWithProfile(candidatePage);

  // The employer sees the candidate in Rejected at once, and the answers on the application.
  await openPage(employerPage, `/console/jobs/${jobId}/applicants`);
  const rejected = employerPage.getByRole("row").filter({ hasText: account.email });
  await expect(rejected.getByRole("combobox", { name: /^Stage of/ })).toHaveValue("rejected");
  await rejected.getByRole("button", { name: /^Notes \(0\)/ }).click();
  const notes = dialog(employerPage, /^Notes and history of/);
  await expect(notes.getByRole("heading", { name: "Answers" })).toBeVisible();
  await expect(notes.getByText("Knock-out answer")).toBeVisible();
  await expect(notes.getByText("Applied → Rejected, automatically")).toBeVisible();
  await expect(notes.getByText("Two weeks")).toBeVisible();
  await expect(notes.getByText("Knock-out question: “Are you allowed to work in the EU?”.")).toBeVisible();
  await axeInBothThemes(employerPage, "application with answers", { include: "dialog[open]" });
  await notes.getByRole("button", { name: "Close" }).first().click();
  const accepted = employerPage.getByRole("row").filter({ hasText: visitor });
  const visitorStage = accepted.getByRole("combobox", { name: /^Stage of/ });
  await expect(visitorStage).toHaveValue("applied");

  // The employer rejects the visitor with a reason for the candidate from the list, mailed in a day.
  await visitorStage.selectOption({ label: "Rejected" });
  await accepted.getByRole("button", { name: /^Move / }).click();
  const rejecting = dialog(employerPage, "Reject 1 application");
  await rejecting.getByRole("textbox", { name: "Reason (for your team; never mailed)" }).fill("Weak SQL");
  await rejecting
    .getByRole("combobox", { name: "Reason the candidate reads" })
    .selectOption({ label: "Position filled" });
  await rejecting.getByRole("combobox", { name: "Send the mail" }).selectOption({ label: "In 1 day" });
  await expect(rejecting.getByText(/The position has now been filled\./)).toBeVisible();
  await axeInBothThemes(employerPage, "reject dialog with a candidate reason", { include: "dialog[open]" });
  await rejecting.getByRole("button", { name: "Reject" }).click();
  await expect(toast(employerPage, "1 application moved to Rejected.")).toBeVisible();
  await expect(visitorStage).toHaveValue("rejected");

  // The rejection mail waits in the outbox (two days by default): the worker, which delivered the
  // visitor's confirmation within seconds, has sent the candidate nothing.
  await waitForMail(request, visitor, /Your application has been received/);
  await page.waitForTimeout(3000);
  expect(await mailsTo(page, account.email)).not.toContain("An update on your application");
  expect(await mailsTo(page, visitor)).toEqual(["Your application has been received"]);

  // The refused answers (visitor) and the refused question (employer), each one 400 and nothing else.
  const refused =
    "console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)";
  expect(errors).toEqual([refused]);
  expect(employerErrors).toEqual([refused]);
  expect(candidateErrors).toEqual([]);
});
