import { randomInt } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { latestCode, randomEmail, subjects } from "./mailbox";

export interface TestAccount {
  firstName: string;
  email: string;
  password: string;
}

export interface Candidate extends TestAccount {
  lastName: string;
  phone: string;
  company: string;
  title: string;
}

/** A candidate to register; the password is long and uncommon, so the server accepts it. */
export function newCandidate(): Candidate {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: randomEmail(),
    password: `Analytical-${Math.random().toString(36).slice(2, 10)}-Engine`,
    phone: "+44 20 7946 0000",
    company: "Analytical Engines Ltd",
    title: "Engineer",
  };
}

/** Registers a candidate through the API (the account stays pending until verified). */
export async function registerThroughApi(
  request: APIRequestContext,
  account: Candidate,
  headers: Record<string, string> = {},
): Promise<void> {
  const registered = await request.post("/api/auth/register", {
    headers,
    data: {
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      password: account.password,
      phone_no: account.phone,
      company: account.company,
      title: account.title,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
}

/**
 * Registers and verifies a candidate through the API, reading the code from the mailbox, for
 * specs whose subject is not sign-up itself.
 */
export async function createVerifiedAccount(request: APIRequestContext): Promise<Candidate> {
  const account = newCandidate();
  // Each account signs up from an address of its own, as real people do: the suite makes more
  // accounts than one address may register in an hour (the server trusts the loopback proxy in
  // e2e, global-setup.ts). Specs about the limits themselves do not use this helper.
  const from = fromAnAddressOfItsOwn();
  await registerThroughApi(request, account, from);
  const token = await latestCode(request, account.email, subjects.verification);
  const verified = await request.post("/api/auth/verify-register", {
    headers: from,
    data: { email: account.email, token },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

function randomOctet(): number {
  return randomInt(1, 255);
}

/**
 * Headers that make a request come from a random private address (the e2e server trusts the
 * loopback proxy, global-setup.ts): the suite signs up and logs in more often than one address may
 * in 15 minutes, so helpers whose subject is not the limits send each request as a person of its own.
 */
export function fromAnAddressOfItsOwn(): { "x-forwarded-for": string } {
  return { "x-forwarded-for": `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` };
}

/** A toast (sonner) with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ has: page.getByText(text, { exact: true }) });
}

/** The Sign Up form's fields (/request-registration), by their labels, with the candidate's details. */
export function signUpFields(account: Candidate): [string, string][] {
  return [
    ["First Name", account.firstName],
    ["Last Name", account.lastName],
    ["Email", account.email],
    ["Password", account.password],
    ["Phone Number", account.phone],
    ["Company", account.company],
    ["Title", account.title],
  ];
}

/** Fills the Sign Up form (/request-registration) with the candidate's details, by its labels. */
export async function fillSignUpForm(page: Page, account: Candidate): Promise<void> {
  for (const [label, value] of signUpFields(account))
    await page.getByLabel(label, { exact: true }).fill(value);
}

/** Logs in through the /login screen and waits for the candidate's landing page, the job search (decision 091). */
export async function logInThroughUi(page: Page, account: TestAccount): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, `${account.firstName} logged in successfully!`)).toBeVisible();
  await expect(page).toHaveURL(/\/search-jobs$/);
}
