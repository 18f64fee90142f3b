import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { fromAnAddressOfItsOwn } from "./accounts";

/**
 * The bootstrap admin the e2e server is started with (global-setup passes these as ADMIN_EMAIL
 * and ADMIN_PASSWORD; the API creates the account once at start). Test data only.
 */
export const ADMIN_EMAIL = "e2e-admin@example.com";
export const ADMIN_PASSWORD = "E2e-Console-Admin-Passphrase-7319";

/** Logs the admin in through the API and answers the session token (the `authToken`). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  // From an address of its own: the suite logs the admin in more often than 127.0.0.1 may log in.
  const response = await request.post("/api/auth/log-in", {
    headers: fromAnAddressOfItsOwn(),
    data: { inputEmail: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Logs an account in through the /login screen and waits for the page of its role (decision 091):
 * the job search for a candidate, the console for an employer or an admin.
 */
export async function logInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/(search-jobs|console)$/);
}
