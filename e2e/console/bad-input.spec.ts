import { expect, test } from "@playwright/test";
import { ADMIN_EMAIL, adminToken } from "../support/admin";
import { randomEmail } from "../support/mailbox";
import {
  adminOpensConsole,
  consoleSection,
  countRequests,
  dialog,
  fillJobForm,
  managedJobTotal,
} from "./console-helpers";

test("users: an unknown e-mail, an existing e-mail and weak passwords are refused with their message", async ({
  page,
}) => {
  const token = await adminToken(page.request);
  const listed = async (email: string) => {
    const response = await page.request.post("/api/listUsers", { data: { authToken: token, email } });
    return ((await response.json()) as { total: number }).total;
  };
  await adminOpensConsole(page);
  await consoleSection(page, "Users");

  const unknown = randomEmail("nobody");
  await page.getByLabel("Exact e-mail").fill(unknown);
  await page.getByRole("button", { name: "View account" }).click();
  await expect(page.getByText("No account with this email.")).toBeVisible();
  await expect(page.getByLabel("Exact e-mail")).toHaveAttribute("aria-invalid", "true");

  const addUser = dialog(page, "Add user");
  await page.getByRole("button", { name: "Add user" }).click();
  await addUser.getByLabel("Email").fill(ADMIN_EMAIL);
  await addUser.getByLabel("Password").fill("Another-Long-Passphrase-42");
  await addUser.getByRole("button", { name: "Add user" }).click();
  await expect(addUser.getByRole("alert")).toHaveText("An account with this email already exists.");

  const fresh = randomEmail("weak");
  await addUser.getByLabel("Email").fill(fresh);
  await addUser.getByLabel("Password").fill("short");
  const adds = countRequests(page, "/api/addUser");
  await addUser.getByRole("button", { name: "Add user" }).click();
  await expect(addUser.getByText("Password must be at least 8 characters.")).toBeVisible();
  expect(adds()).toBe(0);

  await addUser.getByLabel("Password").fill("password123");
  await addUser.getByRole("button", { name: "Add user" }).click();
  await expect(addUser.getByRole("alert")).toHaveText(
    "This password is too common. Please choose a less predictable one.",
  );
  await addUser.getByRole("button", { name: "Cancel" }).click();
  await expect(addUser).toBeHidden();
  expect(await listed(fresh)).toBe(0);
  expect(await listed(unknown)).toBe(0);
});

test("jobs: a missing title, a javascript: icon and a script in the description are refused; nothing is posted", async ({
  page,
}) => {
  const token = await adminToken(page.request);
  const before = await managedJobTotal(page.request, token);
  await adminOpensConsole(page);
  await consoleSection(page, "Jobs");
  await page.getByRole("link", { name: "Post a job" }).click();
  const posts = countRequests(page, "/api/post_job");

  await fillJobForm(page, { company: "Bad Input Inc", location: "Nowhere", description: "Text." });
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(page.getByText("Job title is required.")).toBeVisible();
  await expect(page.getByLabel("Job title")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Job title").fill("Refused job");
  await page.getByLabel("Company icon URL").fill("javascript:alert(document.domain)");
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(page.getByText("Company icon URL must be an http(s) address.")).toBeVisible();

  await page.getByLabel("Company icon URL").fill("");
  await page.getByRole("button", { name: "HTML", exact: true }).click();
  await page.getByLabel("Description HTML").fill('<p>Hello</p><script>alert("x")</script>');
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(
    page.getByText("The description must not contain scripts, event handlers or javascript: links."),
  ).toBeVisible();
  await page.getByLabel("Description HTML").fill('<p onmouseover="alert(1)">Hello</p>');
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(
    page.getByText("The description must not contain scripts, event handlers or javascript: links."),
  ).toBeVisible();

  expect(posts()).toBe(0);
  await expect(page).toHaveURL(/\/console\/jobs\/new$/);
  expect(await managedJobTotal(page.request, token)).toBe(before);
});
