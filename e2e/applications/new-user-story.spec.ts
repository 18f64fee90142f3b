import { randomInt } from "node:crypto";
import { fillSignUpForm, newCandidate, toast } from "../support/accounts";
import {
  collectBrowserErrors,
  collectErrorsWithoutMotion,
  openPage,
  signInWithToken,
} from "../support/app-shell";
import { applyWithProfile } from "../support/applications";
import { severeAxeViolations } from "../support/axe";
import { uniqueWord } from "../support/console";
import { employerPostsJob, uploadResumeThroughApi } from "../support/jobs";
import { latestCode, subjects, waitForMail } from "../support/mailbox";
import { expect, test } from "../support/test";

/**
 * Issue 16's story of a new user, end to end in one browser: from the home page to an interview.
 * The employer's part runs in a browser context of its own, in the console's pipeline.
 */
test("a visitor signs up from the home page, verifies, filters to remote full-time jobs, saves one, creates a daily alert and applies; the employer moves it to Interview; the candidate sees Interviewing and has the mail", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = await collectErrorsWithoutMotion(page);
  // This person signs up from an address of their own (the per-address limit, global-setup.ts).
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${randomInt(1, 255)}.${randomInt(1, 255)}.7` });
  const word = uniqueWord();
  const title = `Remote Platform Engineer ${word}`;

  // An employer (added by the admin, as the console specs do) has posted a remote full-time job.
  const { jobId, ...employer } = await employerPostsJob(request, word, {
    jobTitle: title,
    companyName: "Story Test Ltd",
    jobLocation: "Remote",
    jobDescription: "<p>Keep the platform running from anywhere.</p>",
    workplace: "remote",
    employmentType: "full_time",
  });

  // 1. A signed-out visitor finds Sign up in the header of the home page.
  const account = newCandidate();
  await openPage(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/request-registration$/);

  // 2. Registers and verifies with the code from the mail.
  await fillSignUpForm(page, account);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(toast(page, "Registration successful! Please verify your email.")).toBeVisible();
  const verify = page.getByRole("dialog", { name: "Email Verification" });
  await verify.getByLabel("Token").fill(await latestCode(request, account.email, subjects.verification));
  await verify.getByRole("button", { name: "Verify" }).click();
  await expect(toast(page, "Verification successful!")).toBeVisible();
  // Verifying signs in and lands on the job search (decision 091).
  await expect(toast(page, `${account.firstName} logged in successfully!`)).toBeVisible();
  await expect(page).toHaveURL(/\/search-jobs$/);
  // The resume the profile applies with (uploading it on Edit Profile has specs of its own).
  const accessToken = await page.evaluate(() => localStorage.getItem("accessToken"));
  await uploadResumeThroughApi(request, String(accessToken));

  // 3. Searches for the job and narrows to remote, full-time.
  await page.getByRole("banner").getByRole("link", { name: "Jobs", exact: true }).first().click();
  await expect(page).toHaveURL(/\/search-jobs$/);
  await page.getByRole("searchbox", { name: "Search jobs" }).fill(word);
  await expect(page).toHaveURL(new RegExp(`/search-jobs\\?q=${word}$`));
  const filters = page.getByRole("region", { name: "Filters" });
  await filters
    .getByRole("group", { name: "Workplace" })
    .getByRole("checkbox", { name: "Remote (1)" })
    .check();
  await expect(page).toHaveURL(new RegExp(`/search-jobs\\?q=${word}&workplace=remote$`));
  await filters
    .getByRole("group", { name: "Employment type" })
    .getByRole("checkbox", { name: "Full-time (1)" })
    .check();
  await expect(page).toHaveURL(new RegExp(`/search-jobs\\?q=${word}&type=full_time&workplace=remote$`));
  const rows = page.getByRole("list", { name: "Job results" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("heading", { name: title })).toBeVisible();

  // 4. Saves it with the star.
  await rows.first().getByRole("button", { name: "Save job" }).click();
  await expect(rows.first().getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");

  // 5. Creates a daily alert for this search.
  await page.getByRole("button", { name: "Create job alert" }).click();
  const alertForm = page.getByRole("form", { name: "Create a job alert for this search" });
  await expect(alertForm.getByRole("radio", { name: "Daily" })).toBeChecked();
  await alertForm.getByRole("button", { name: "Save alert" }).click();
  await expect(
    page.getByText("Job alert created. We will e-mail you new matching jobs once a day."),
  ).toBeVisible();
  expect(await severeAxeViolations(page), "/search-jobs, filtered, with the alert").toEqual([]);

  // 6. Opens the job beside the list (a wide window, decision 109) and applies with the profile there.
  await rows
    .first()
    .getByRole("link", { name: new RegExp(title) })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]job=${jobId}(&|$)`));
  const pane = page.getByRole("region", { name: "Job details" });
  await expect(pane.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await applyWithProfile(pane);
  expect(page.context().pages(), "no new tab").toHaveLength(1);

  // 7. The employer moves the application to Interview in the job's pipeline.
  const employerPage = await (await browser.newContext()).newPage();
  await employerPage.emulateMedia({ reducedMotion: "reduce" });
  const employerErrors = collectBrowserErrors(employerPage);
  // Signed in with the session employerPostsJob opened (the visitor's log-in above is the real one).
  await signInWithToken(employerPage, employer.employerToken);
  await employerPage.goto("/console/jobs");
  await employerPage.getByRole("link", { name: "Applicants (1)" }).click();
  await expect(employerPage.getByRole("heading", { level: 1, name: `Applicants: ${title}` })).toBeVisible();
  const name = `${account.firstName} ${account.lastName}`;
  const row = employerPage.getByRole("row").filter({ hasText: account.email });
  await row.getByRole("combobox", { name: `Stage of ${name}` }).selectOption({ label: "Interview" });
  await row.getByRole("button", { name: `Move ${name}` }).click();
  await expect(toast(employerPage, "1 application moved to Interview.")).toBeVisible();

  // 8. The candidate sees "Interviewing" on My jobs, and has the mail.
  await page.getByRole("banner").getByRole("button", { name: account.email }).click();
  await page.getByRole("link", { name: "My jobs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My jobs" })).toBeVisible();
  const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
  const mine = page
    .getByRole("list", { name: "My applications" })
    .getByRole("listitem")
    .filter({ hasText: title })
    .first();
  await expect(mine).toContainText(`Status: Interviewing since ${today}`);
  await expect(
    page.getByRole("list", { name: "Saved jobs" }).getByRole("link", { name: title }),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Job alerts" }).getByRole("listitem")).toHaveCount(1);
  expect(await severeAxeViolations(page), "/my-jobs").toEqual([]);
  const mail = await waitForMail(request, account.email, /^Your application: Interviewing$/);
  expect(mail.text).toContain(
    `Your application for ${title} at Story Test Ltd has a new status: Interviewing.`,
  );

  expect(errors).toEqual([]);
  expect(employerErrors).toEqual([]);
});
