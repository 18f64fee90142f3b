import { createVerifiedAccount, logInThroughUi, toast } from "../support/accounts";
import { openPage } from "../support/app-shell";
import { latestCode, linkOf, subjects, waitForMail } from "../support/mailbox";
import { expect, test } from "../support/test";

const resetRequested = "If an account exists for this email, we have sent a code to reset the password.";
const resetDone = "Your password has been reset. Please log in with your new password.";

test("reset the password with the mailed code, then log in with the new one", async ({ page, request }) => {
  const account = await createVerifiedAccount(request);
  const newPassword = `${account.password}-renewed`;

  await openPage(page, "/login");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/request-reset-pw$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();

  // Step 1 asks only for the e-mail: whoever asks for a reset never chooses the password.
  await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(0);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset code" }).click();
  await expect(toast(page, resetRequested)).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  const code = await latestCode(request, account.email, subjects.passwordReset);
  await page.getByLabel("Token").fill(code);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(toast(page, resetDone)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await waitForMail(request, account.email, subjects.passwordChanged);

  const oldPassword = await request.post("/api/auth/log-in", {
    data: { inputEmail: account.email, password: account.password },
  });
  expect(oldPassword.status()).toBe(401);
  await logInThroughUi(page, { ...account, password: newPassword });
  await expect(page.getByRole("banner").getByRole("button", { name: account.email })).toBeVisible();
});

test("the e-mailed reset link opens the code step pre-filled", async ({ page, request }) => {
  const account = await createVerifiedAccount(request);
  const newPassword = `${account.password}-via-link`;
  // A password sent with the request (as old clients do) is ignored.
  const requested = await request.post("/api/requestResetPassword", {
    data: { inputEmail: account.email, newpassword: "chosen-by-whoever-asked" },
  });
  expect(requested.status()).toBe(200);
  const link = new URL(linkOf(await waitForMail(request, account.email, subjects.passwordReset)));
  expect(link.pathname).toBe("/request-reset-pw");

  await page.goto(link.href);
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByLabel("Token")).toHaveValue(/^\d{6}$/);
  await expect(page).toHaveURL(/\/request-reset-pw$/);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(toast(page, resetDone)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const logIn = await request.post("/api/auth/log-in", {
    data: { inputEmail: account.email, password: newPassword },
  });
  expect(logIn.status()).toBe(200);
  const chosenByRequester = await request.post("/api/auth/log-in", {
    data: { inputEmail: account.email, password: "chosen-by-whoever-asked" },
  });
  expect(chosenByRequester.status()).toBe(401);
});
