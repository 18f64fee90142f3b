import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { toast } from "../support/accounts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from "../support/admin";

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

export async function openConsoleFromMenu(page: Page, email: string): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: email }).click();
  await page.getByRole("banner").getByRole("link", { name: "Console" }).click();
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole("heading", { level: 1, name: "Console" })).toBeVisible();
}

/** Goes to a console section through its navigation. */
export async function consoleSection(
  page: Page,
  name: "Users" | "Jobs" | "Inquiries" | "AI Agent",
): Promise<void> {
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole("dialog", { name });
}

/** Adds an account through Users > Add user and waits for the server's confirmation. */
export async function addUserThroughUi(
  page: Page,
  account: { email: string; password: string; role: "Candidate" | "Employer" | "Admin" },
): Promise<void> {
  await page.getByRole("button", { name: "Add user" }).click();
  const form = dialog(page, "Add user");
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByLabel("Role").selectOption({ label: account.role });
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(toast(page, "The account has been created.")).toBeVisible();
  await expect(form).toBeHidden();
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

/** The console's jobs of an account, through the API, to check what a refused form changed. */
export async function managedJobTotal(request: APIRequestContext, authToken: string): Promise<number> {
  const response = await request.post("/api/list_my_jobs", { data: { authToken, page: 1 } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** Counts the requests the page sends to an API path from now on. */
export function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}
