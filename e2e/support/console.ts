import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { toast } from "./accounts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminToken, logInAs } from "./admin";
import { openPage, signInWithToken } from "./app-shell";
import { linkOf, waitForMail } from "./mailbox";

/** A word no other job contains, so a search finds exactly the job of one test. */
export function uniqueWord(): string {
  const letters = randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8);
  return `Zq${letters}`;
}

/** Logs the admin in through /login and opens the Console from the header's account menu. */
export async function adminOpensConsole(page: Page): Promise<void> {
  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openConsoleFromMenu(page, ADMIN_EMAIL);
}

/**
 * The admin, signed in with a token from the API, on /console: for specs about a console screen.
 * Logging in on /login and reaching the Console from the account menu (adminOpensConsole) stay
 * real in access.spec.ts and post-job.spec.ts; here they would cost two page loads and a
 * navigation per test (docs/decisions/025-ci-stays-fast.md).
 */
export async function adminOnConsole(page: Page): Promise<void> {
  await signInWithToken(page, await adminToken(page.request));
  await openPage(page, "/console");
  await expect(page.getByRole("heading", { level: 1, name: "Console" })).toBeVisible();
}

export async function openConsoleFromMenu(page: Page, email: string): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: email }).click();
  await page.getByRole("banner").getByRole("link", { name: "Console" }).click();
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole("heading", { level: 1, name: "Console" })).toBeVisible();
}

/** Goes to a console section through its navigation. */
export async function consoleSection(
  page: Page,
  name: "Users" | "Jobs" | "Reports" | "Inquiries" | "AI Agent",
): Promise<void> {
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole("dialog", { name });
}

export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
  role: "Candidate" | "Employer" | "Admin";
}

/**
 * Invites someone through Users > Invite user, waits for the server's confirmation and answers
 * the link of the invitation mail, read from the development mailbox as the invitee would.
 */
export async function inviteThroughUi(page: Page, invitee: Invitee): Promise<URL> {
  await page.getByRole("button", { name: "Invite user" }).click();
  const form = dialog(page, "Invite user");
  await form.getByLabel("Email").fill(invitee.email);
  await form.getByLabel("First name").fill(invitee.firstName);
  await form.getByLabel("Last name").fill(invitee.lastName);
  await form.getByLabel("Role").selectOption({ label: invitee.role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, "The invitation has been e-mailed.")).toBeVisible();
  await expect(form).toBeHidden();
  const mail = await waitForMail(page.request, invitee.email, /You are invited/);
  return new URL(linkOf(mail));
}

/** The invitee opens the mailed link and chooses a password; the new account is then logged in. */
export async function acceptInvitation(page: Page, link: URL, password: string): Promise<void> {
  await openPage(page, `${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Accept your invitation" })).toBeVisible();
  await page.getByLabel("Choose a password").fill(password);
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(toast(page, "Your account is ready. Welcome!")).toBeVisible();
}

export interface JobFields {
  title: string;
  company: string;
  location: string;
  description: string;
}

/** Fills the job form; the description is typed into the rich-text editor. */
export async function fillJobForm(page: Page, job: Partial<JobFields>): Promise<void> {
  if (job.title !== undefined) await page.getByLabel("Job title").fill(job.title);
  if (job.company !== undefined) await page.getByLabel("Company name").fill(job.company);
  if (job.location !== undefined) await page.getByLabel("Location").fill(job.location);
  if (job.description !== undefined) {
    const editor = page.getByRole("textbox", { name: "Description" });
    await editor.click();
    await editor.pressSequentially(job.description);
  }
}

/**
 * Posts a job as the signed-in employer the way a person does: Jobs, "Post a job", the form, "Post
 * job", and waits for the confirmation.
 */
export async function postJobThroughConsole(page: Page, job: JobFields): Promise<void> {
  await consoleSection(page, "Jobs");
  await page.getByRole("link", { name: "Post a job" }).click();
  await fillJobForm(page, job);
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(toast(page, "The job has been posted.")).toBeVisible();
}

/** The console's jobs of an account, through the API, to check what a refused form changed. */
export async function newestManagedTitles(request: APIRequestContext, authToken: string): Promise<string[]> {
  const response = await request.post("/api/list_my_jobs", { data: { authToken, page: 1 } });
  expect(response.status(), await response.text()).toBe(200);
  const titles = ((await response.json()) as { data: { jobTitle: string }[] }).data.map(
    (job) => job.jobTitle,
  );
  expect(titles.length, "the admin sees the seeded jobs").toBeGreaterThan(0);
  for (const title of titles) expect(typeof title).toBe("string");
  return titles;
}

/** Counts the requests the page sends to an API path from now on. */
export function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** The text of each cell of a table's body, row by row: what a reader of a report's table sees. */
export const rowsOf = (table: Locator) =>
  table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent)),
    );
