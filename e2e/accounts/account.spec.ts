import { toast } from "../support/accounts";
import { collectErrorsWithoutMotion } from "../support/app-shell";
import { severeAxeViolations } from "../support/axe";
import { logInThroughApi, signedInCandidate, uploadResumeThroughApi } from "../support/jobs";
import { randomEmail, waitForMail } from "../support/mailbox";
import { expect, test } from "../support/test";
import { detail } from "./profile-fixtures";

test("a candidate changes the e-mail address with the code mailed to the new one; the session stays", async ({
  page,
}) => {
  const errors = await collectErrorsWithoutMotion(page);
  const { account, accessToken } = await signedInCandidate(page);
  const newEmail = randomEmail("moved");

  await page.goto("/view-profile");
  const change = page.getByRole("region", { name: "Change e-mail address" });
  await change.getByLabel("New e-mail address").fill(newEmail);
  await change.getByLabel("Current password").fill("not my password");
  await change.getByRole("button", { name: "Send code" }).click();
  await expect(change.getByText("The password is not correct.")).toBeVisible();
  await expect(change.getByLabel("Current password")).toBeFocused();

  await change.getByLabel("Current password").fill(account.password);
  await change.getByRole("button", { name: "Send code" }).click();
  await expect(change.getByText(`We e-mailed a code to ${newEmail}.`, { exact: false })).toBeVisible();
  const codeField = change.getByLabel("Code from the e-mail");
  await expect(codeField).toBeFocused();
  expect(await severeAxeViolations(page)).toEqual([]);

  const mail = await waitForMail(page.request, newEmail, /^Your code to change your e-mail address: \d{6}$/);
  const code = /Your code is (\d{6})\./.exec(mail.text)?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await codeField.fill(code);
  await change.getByRole("button", { name: "Change e-mail address" }).click();
  await expect(toast(page, `Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await expect(detail(page, "Email Address")).toHaveText(newEmail);

  // The session that made the change still works; the old address got a notice and no longer signs in.
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBe(accessToken);
  const notice = await waitForMail(page.request, account.email, /^Your e-mail address was changed$/);
  // The old mailbox hears that the address changed and how to recover the account, never the new
  // address (security round 3, item 5: a stolen session must not learn where the account went).
  expect(notice.text).toContain("The e-mail address of your account was changed.");
  expect(notice.text).toContain("/contact-us");
  expect(notice.text).not.toContain(newEmail);
  const oldLogIn = await page.request.post("/api/auth/log-in", {
    data: { inputEmail: account.email, password: account.password },
  });
  expect(oldLogIn.status()).toBe(401);
  await logInThroughApi(page.request, { email: newEmail, password: account.password });
  // The browser's own line for the refused password; nothing else went wrong.
  expect(errors).toEqual([
    "console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
});

test("a candidate deletes the account after typing DELETE; the resume is gone and the log-in fails", async ({
  page,
}) => {
  const errors = await collectErrorsWithoutMotion(page);
  const { account, accessToken } = await signedInCandidate(page);
  await uploadResumeThroughApi(page.request, accessToken);
  const profile = await page.request.post("/api/view_profile", { data: { accessToken } });
  const { resumeLink } = (await profile.json()) as { resumeLink: string };
  expect((await page.request.get(resumeLink)).status()).toBe(200);

  await page.goto("/view-profile");
  const remove = page.getByRole("region", { name: "Delete account" });
  await remove.getByLabel("Current password").fill(account.password);
  await remove.getByLabel("Type DELETE to confirm").fill("delete");
  await remove.getByRole("button", { name: "Delete my account" }).click();
  await expect(remove.getByText("Type DELETE to confirm.")).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  await remove.getByLabel("Type DELETE to confirm").fill("DELETE");
  await remove.getByRole("button", { name: "Delete my account" }).click();
  await expect(toast(page, "Your account and everything in it were deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();

  const logIn = await page.request.post("/api/auth/log-in", {
    data: { inputEmail: account.email, password: account.password },
  });
  expect(logIn.status()).toBe(401);
  expect((await logIn.json()).message).toBe("Invalid email or password");
  // The stored resume is gone: its signed link no longer finds a file.
  expect((await page.request.get(resumeLink)).status()).not.toBe(200);
  expect(errors).toEqual([]);
});
