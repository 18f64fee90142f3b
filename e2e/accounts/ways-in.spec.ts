import { createVerifiedAccount, newCandidate, registerThroughApi, toast } from "../support/accounts";
import { collectBrowserErrors, openPage } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { someOpenJob } from "../support/jobs";
import { latestCode, newerCode, subjects } from "../support/mailbox";
import { expect, test } from "../support/test";

// docs/decisions/030-ways-in-and-unverified-log-in.md

test.beforeEach(async ({ page }) => {
  // Reduced motion: contrast is measured on the final look.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("a visitor on a job page signs in to apply with the profile and lands back on that job", async ({
  page,
  request,
}) => {
  const errors = collectBrowserErrors(page);
  const account = await createVerifiedAccount(request);
  const job = await someOpenJob(request);
  await openPage(page, `/job/${job.jobId}`);
  await expect(page.getByRole("form", { name: "Apply by Resume Only" })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Sign in to apply with your profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=%2Fjob%2F${job.jobId}$`));
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(toast(page, `${account.firstName} logged in successfully!`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job/${job.jobId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(job.jobTitle);
  await expect(page.getByRole("region", { name: "Apply with my profile" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: account.email })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a visitor finds Sign up in the header of the home page", async ({ page }) => {
  await openPage(page, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  await header.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/request-registration$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
});

test("@mobile a visitor finds Log in and Sign up in the hamburger menu, by keyboard", async ({ page }) => {
  await openPage(page, "/search-jobs");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign up" })).toBeHidden();
  const menu = header.getByRole("button", { name: "Menu" });
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(header.getByRole("link", { name: "Sign up" })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
  await header.getByRole("link", { name: "Log in" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fsearch-jobs$/);
});

test("a wrong password for an unverified account gets the spec's one answer, and no code step", async ({
  page,
  request,
}) => {
  const account = newCandidate();
  await registerThroughApi(request, account);
  await openPage(page, "/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, "Invalid email or password")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test("the right password of an unverified account leads to the code, then in and back", async ({
  page,
  request,
}) => {
  const errors = collectBrowserErrors(page);
  const account = newCandidate();
  await registerThroughApi(request, account);
  const registrationCode = await latestCode(request, account.email, subjects.verification);
  const job = await someOpenJob(request);

  await openPage(page, `/login?returnTo=%2Fjob%2F${job.jobId}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Email Verification" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your email address is not verified yet.");
  await expect(dialog.getByLabel("Email")).toHaveValue(account.email);
  expect(await severeAxeViolations(page)).toEqual([]);

  // The log-in mailed a new code; the registration's stopped working.
  const code = await newerCode(request, account.email, subjects.verification, registrationCode);
  await dialog.getByLabel("Token").fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();

  await expect(toast(page, `${account.firstName} logged in successfully!`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job/${job.jobId}$`));
  await expect(page.getByRole("banner").getByRole("button", { name: account.email })).toBeVisible();
  // The 403 that asked for the code is the only thing the browser logged.
  expect(errors).toEqual([
    "console.error: Failed to load resource: the server responded with a status of 403 (Forbidden)",
  ]);
});
