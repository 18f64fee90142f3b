import { expect, type Page, test } from "@playwright/test";
import { createVerifiedAccount } from "../support/accounts";
import { openPage } from "../support/app-shell";

/**
 * Stored XSS (issue 10): script payloads go into every text field a user can fill, through the
 * API as an attacker would send them, and every page that shows them is opened in Chromium. A
 * payload that ran would raise the counter `__xss` or open a dialog; both must stay at zero,
 * while the text itself is shown (as text) or sanitized away, never lost silently elsewhere.
 */
const payloads = [
  `<img src=x onerror="window.__xss=(window.__xss||0)+1">`,
  `<script>window.__xss=(window.__xss||0)+1</script>`,
  `<svg onload="window.__xss=(window.__xss||0)+1"></svg>`,
  `"><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<a href="javascript:window.__xss=1">click me</a>`,
];
const payload = payloads.join(" ");

/** Counts script runs: the payloads' counter and any alert/confirm/prompt dialog. */
async function watchForScripts(page: Page): Promise<() => Promise<number>> {
  let dialogs = 0;
  page.on("dialog", async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  return async () => dialogs + (await page.evaluate(() => (window as { __xss?: number }).__xss ?? 0));
}

/** Clicks every link whose address is a javascript: URL (there must be none) and lets events fire. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await page.mouse.move(5, 5);
  await page.waitForTimeout(300);
}

test("script in every profile field never runs on /view-profile or /edit-profile", async ({ page }) => {
  const scripts = await watchForScripts(page);
  const account = await createVerifiedAccount(page.request);
  const logIn = await page.request.post("/api/auth/log-in", {
    data: { inputEmail: account.email, password: account.password },
  });
  const { accessToken } = (await logIn.json()) as { accessToken: string };

  // Names are refused by their own rules or stored as text; both are safe.
  for (const field of ["firstName", "lastName"] as const) {
    const named = await page.request.post("/api/update_profile", {
      data: { accessToken, updated_data: { [field]: payloads[0] } },
    });
    expect([200, 400]).toContain(named.status());
  }
  const saved = await page.request.post("/api/update_profile", {
    data: { accessToken, updated_data: { description: payload, citizenshipStatus: payloads[1] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await openPage(page, "/");
  await page.evaluate((token) => localStorage.setItem("accessToken", token), accessToken);
  await page.goto("/view-profile");
  await expect(page.getByText(payloads[1] as string, { exact: true })).toBeVisible();
  await expect(page.getByText(payload, { exact: true })).toBeVisible();
  await settle(page);
  expect(await scripts()).toBe(0);

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("Description")).toHaveValue(payload);
  await settle(page);
  expect(await scripts()).toBe(0);
});
