import { toast } from "../support/accounts";
import { openPage } from "../support/app-shell";
import { randomEmail } from "../support/mailbox";
import { expect, test } from "../support/test";

test.describe("bad input shows the spec's exact messages", () => {
  test("sign up: an e-mail without @, then a short password", async ({ page }) => {
    const registrations: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/register")) registrations.push(request.url());
    });
    await openPage(page, "/request-registration");
    await page.getByLabel("Email", { exact: true }).fill("ada.example.com");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(toast(page, "Invalid email address.")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();

    await page.getByLabel("Email", { exact: true }).fill(randomEmail());
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(toast(page, "Password must be at least 8 characters.")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    expect(registrations).toEqual([]);
  });

  test("log in with a wrong password", async ({ page }) => {
    await openPage(page, "/login");
    await page.getByLabel("Email").fill(randomEmail());
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Login" }).click();
    const failed = toast(page, "Invalid email or password");
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute("data-y-position", "top");
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
  });

  test("verification and resend without their fields", async ({ page }) => {
    await openPage(page, "/request-registration");
    await page.getByRole("button", { name: "Open Verification Modal" }).click();
    const verify = page.getByRole("dialog", { name: "Email Verification" });
    await verify.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page, "Both email and token are required.")).toBeVisible();
    await verify.getByRole("button", { name: "Cancel" }).click();
    await expect(verify).toBeHidden();

    await page.getByRole("button", { name: "Resend Token" }).click();
    const resend = page.getByRole("dialog", { name: "Resend Token" });
    await resend.getByRole("button", { name: "Resend" }).click();
    await expect(toast(page, "Please enter your email address to resend the token.")).toBeVisible();
  });

  test("a wrong verification code shows the server's message", async ({ page }) => {
    await openPage(page, "/request-registration");
    await page.getByRole("button", { name: "Open Verification Modal" }).click();
    const verify = page.getByRole("dialog", { name: "Email Verification" });
    await verify.getByLabel("Email").fill(randomEmail());
    await verify.getByLabel("Token").fill("000000");
    await verify.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page, "Invalid or expired token. Please request a new one.")).toBeVisible();
    await expect(verify).toBeVisible();
  });
});

test("the verification modal keeps focus inside, closes on Escape and returns focus", async ({ page }) => {
  await openPage(page, "/request-registration");
  const opener = page.getByRole("button", { name: "Open Verification Modal" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Email Verification" });
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  const email = dialog.getByLabel("Email");
  await expect(email).toBeFocused();
  for (const name of ["Token", "Cancel", "Verify"]) {
    await page.keyboard.press("Tab");
    await expect(
      name === "Token" ? dialog.getByLabel(name) : dialog.getByRole("button", { name }),
    ).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(email).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Verify" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
