import { createVerifiedAccount } from "../support/accounts";
import { adminToken } from "../support/admin";
import { openPage, settled, storeSession, watchForDialogs } from "../support/app-shell";
import { expect, type Page, test } from "../support/test";

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
  const dialogs = watchForDialogs(page);
  return async () => dialogs() + (await page.evaluate(() => (window as { __xss?: number }).__xss ?? 0));
}

/** Clicks every link whose address is a javascript: URL (there must be none) and lets events fire. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await page.mouse.move(5, 5);
  await settled(page);
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

  await storeSession(page, accessToken);
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

/** Signs the admin in where the app keeps the session, as the console expects. */
async function asAdmin(page: Page): Promise<string> {
  const token = await adminToken(page.request);
  await openPage(page, "/");
  await page.evaluate((value) => localStorage.setItem("accessToken", value), token);
  return token;
}

test("script in a job post never runs on the search, the job page or the console", async ({ page }) => {
  const scripts = await watchForScripts(page);
  const authToken = await asAdmin(page);
  const marker = `xssjob${Date.now()}`;
  const title = `${marker} <img src=x onerror="window.__xss=1">`;
  const posted = await page.request.post("/api/post_job", {
    data: {
      authToken,
      job_post: {
        jobTitle: title,
        companyName: payloads[1],
        jobLocation: payloads[2],
        jobSalary: "<b onmouseover=window.__xss=1>$1</b>",
        jobDescription: `<p>${marker} description</p>${payload}`,
      },
    },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  const { jobId } = (await posted.json()) as { jobId: number | string };

  await page.goto(`/search-jobs?q=${marker}`);
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText(payloads[1] as string).first()).toBeVisible();
  await settle(page);
  expect(await scripts()).toBe(0);

  await page.goto(`/job/${jobId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(marker);
  await expect(page.getByText(`${marker} description`)).toBeVisible();
  // The description keeps its text and loses every script, handler, frame and javascript: link.
  // The page's own early-request script (fixed at build time, allowed by its hash) is the one
  // script in <main>, and it carries nothing of the post.
  const executable =
    'main script:not([type="application/ld+json"]):not([data-early-request]), main iframe, main svg[onload], main [onerror]';
  await expect(page.locator(executable)).toHaveCount(0);
  await expect(page.locator("main script[data-early-request]")).toHaveCount(1);
  expect(await page.locator("main script[data-early-request]").textContent()).not.toContain(marker);
  // The search-engine data carries the title, with < and > escaped so it cannot close its tag.
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(jsonLd).toContain(marker);
  expect(jsonLd).not.toMatch(/[<>]/);
  await expect(page.getByRole("link", { name: "click me" })).toHaveCount(0);
  await settle(page);
  expect(await scripts()).toBe(0);

  await page.goto(`/console/jobs`);
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await settle(page);
  expect(await scripts()).toBe(0);
});

test("script in an inquiry never runs in the console's inquiry list", async ({ page }) => {
  const scripts = await watchForScripts(page);
  const marker = `xssinq${Date.now()}`;
  const sent = await page.request.post("/api/submit_inquiry", {
    data: {
      accessToken: null,
      firstName: "Mallory",
      lastName: "Tester",
      emailAddress: "mallory@example.com",
      phoneNumber: "+1 555 0100",
      messageContent: `${marker} ${payload}`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await asAdmin(page);
  await page.goto("/console/inquiries");
  await expect(page.getByText(`${marker} ${payload}`, { exact: true })).toBeVisible();
  await settle(page);
  expect(await scripts()).toBe(0);
});
