import { createVerifiedAccount } from "../support/accounts";
import { adminToken } from "../support/admin";
import { openPage } from "../support/app-shell";
import { randomEmail } from "../support/mailbox";
import { expect, test } from "../support/test";

// Where log-in lands (decision 091): the page the person was going to (a safe path of this site
// only), otherwise the page of their role; /home stays reachable.
async function logIn(page: import("@playwright/test").Page, path: string, email: string, password: string) {
  await openPage(page, path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("a candidate lands on the job search, and on the page they were going to", async ({ page, request }) => {
  const account = await createVerifiedAccount(request);
  await logIn(page, "/login", account.email, account.password);
  await expect(page).toHaveURL(/\/search-jobs$/);
  await openPage(page, "/home");
  await expect(page).toHaveURL(/\/home$/);

  await page.evaluate(() => localStorage.removeItem("accessToken"));
  await logIn(page, "/login?returnTo=%2Fmy-jobs%23job-alerts", account.email, account.password);
  await expect(page).toHaveURL(/\/my-jobs#job-alerts$/);
});

test("an employer lands on the console", async ({ page, request }) => {
  const admin = await adminToken(request);
  const employer = { email: randomEmail("landing-employer"), password: "Employer-Landing-Passphrase" };
  const added = await request.post("/api/addUser", {
    data: { authToken: admin, inputEmail: employer.email, password: employer.password, role: "employer" },
  });
  expect(added.status(), await added.text()).toBe(200);
  await logIn(page, "/login", employer.email, employer.password);
  await expect(page).toHaveURL(/\/console$/);
});

for (const [name, returnTo] of [
  ["another site", "https%3A%2F%2Fevil.example%2Fphish"],
  ["a protocol-relative address", "%2F%2Fevil.example"],
  ["a backslash", "%2F%5Cevil.example"],
] as const) {
  test(`log-in refuses a returnTo to ${name} and lands on the role's page`, async ({ page, request }) => {
    const account = await createVerifiedAccount(request);
    await logIn(page, `/login?returnTo=${returnTo}`, account.email, account.password);
    await expect(page).toHaveURL(/\/search-jobs$/);
    expect(new URL(page.url()).host).not.toContain("evil.example");
  });
}
