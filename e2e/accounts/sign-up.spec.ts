import { fillSignUpForm, newCandidate, registerThroughApi, toast } from "../support/accounts";
import { collectBrowserErrors, openPage } from "../support/app-shell";
import { latestCode, linkOf, newerCode, subjects, waitForMail } from "../support/mailbox";
import { expect, test } from "../support/test";

test("sign up, verify with the mailed code (which signs in), land on the job search, see the e-mail in the header, log out", async ({
  page,
  request,
}) => {
  // The whole journey, with two e-mail round trips: more than the default 30 s on a slow machine.
  test.setTimeout(60_000);
  const errors = collectBrowserErrors(page);
  const account = newCandidate();

  await openPage(page, "/request-registration");
  await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
  await fillSignUpForm(page, account);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();

  const registered = toast(page, "Registration successful! Please verify your email.");
  await expect(registered).toBeVisible();
  // Registration toasts sit at the bottom right (docs/product/requirements.md §9).
  await expect(registered).toHaveAttribute("data-y-position", "bottom");
  await expect(registered).toHaveAttribute("data-x-position", "right");
  expect(await page.evaluate(() => localStorage.getItem("registeredEmail"))).toBe(account.email);

  const dialog = page.getByRole("dialog", { name: "Email Verification" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveValue(account.email);
  await expect(dialog.getByLabel("Email")).not.toBeEditable();
  await expect(dialog.getByLabel("Token")).toBeFocused();

  const code = await latestCode(request, account.email, subjects.verification);
  await dialog.getByLabel("Token").fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(toast(page, "Verification successful!")).toBeVisible();
  await expect(dialog).toBeHidden();
  // Verifying signed Ada in (decision 091): she lands on the job search, her role's page.
  await expect(toast(page, "Ada logged in successfully!")).toHaveAttribute("data-y-position", "top");
  await expect(page).toHaveURL(/\/search-jobs$/);

  const header = page.getByRole("banner");
  const accountMenu = header.getByRole("button", { name: account.email });
  await expect(accountMenu).toBeVisible();
  await expect(header.getByRole("link", { name: "Contact Us" })).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  expect(token).toBeTruthy();
  const valid = await request.post("/api/auth/validate-token", { data: { accessToken: token } });
  expect(await valid.json()).toEqual({ success: { email: account.email, role: "candidate" } });

  await accountMenu.click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(header.getByRole("link", { name: "Contact Us" })).toBeVisible();
  await expect(accountMenu).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();

  // Log Out revoked the session on the server: the old token is refused from now on.
  await expect
    .poll(async () => {
      const answer = await request.post("/api/auth/validate-token", { data: { accessToken: token } });
      return answer.status();
    })
    .toBe(401);
  expect(errors).toEqual([]);
});

test("the e-mailed verification link opens the verification modal pre-filled", async ({ page, request }) => {
  const account = newCandidate();
  await registerThroughApi(request, account);
  const mail = await waitForMail(request, account.email, subjects.verification);
  const link = new URL(linkOf(mail));
  expect(link.pathname).toBe("/request-registration");
  expect(link.searchParams.get("verify")).toBe("1");

  await page.goto(link.href);
  const dialog = page.getByRole("dialog", { name: "Email Verification" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveValue(account.email);
  await expect(dialog.getByLabel("Token")).toHaveValue(/^\d{6}$/);
  // The code leaves the address bar once it is in the form.
  await expect(page).toHaveURL(/\/request-registration$/);

  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(toast(page, "Verification successful!")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The link signed the person in, once (decision 091).
  await expect(page).toHaveURL(/\/search-jobs$/);
  await expect(page.getByRole("banner").getByRole("button", { name: account.email })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  const valid = await request.post("/api/auth/validate-token", { data: { accessToken: token } });
  expect(await valid.json()).toEqual({ success: { email: account.email, role: "candidate" } });

  // The same link, leaked and opened again in a signed-out browser, signs nobody in.
  await page.evaluate(() => localStorage.removeItem("accessToken"));
  await page.goto(link.href);
  const again = page.getByRole("dialog", { name: "Email Verification" });
  await again.getByRole("button", { name: "Verify" }).click();
  await expect(toast(page, "Invalid or expired token. Please request a new one.")).toBeVisible();
  await expect(page).toHaveURL(/\/request-registration$/);
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();

  const logIn = await request.post("/api/auth/log-in", {
    data: { inputEmail: account.email, password: account.password },
  });
  expect(logIn.status()).toBe(200);
});

test("the Resend Token modal e-mails a new code that verifies the account", async ({ page, request }) => {
  const account = newCandidate();
  await registerThroughApi(request, account);
  const first = await latestCode(request, account.email, subjects.verification);

  await openPage(page, "/request-registration");
  const opener = page.getByRole("button", { name: "Resend Token" });
  await opener.click();
  const resend = page.getByRole("dialog", { name: "Resend Token" });
  await resend.getByLabel("Email").fill(account.email);
  await resend.getByRole("button", { name: "Resend" }).click();
  await expect(toast(page, "Token resent successfully! Please check your email.")).toBeVisible();
  await expect(resend).toBeHidden();
  await expect(opener).toBeFocused();

  const second = await newerCode(request, account.email, subjects.verification, first);

  // The resent address is remembered, so the verification modal starts with it.
  await page.getByRole("button", { name: "Open Verification Modal" }).click();
  const dialog = page.getByRole("dialog", { name: "Email Verification" });
  await expect(dialog.getByLabel("Email")).toHaveValue(account.email);
  await dialog.getByLabel("Token").fill(second);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(toast(page, "Verification successful!")).toBeVisible();
});
