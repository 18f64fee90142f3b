import { ADMIN_EMAIL, adminToken } from "../support/admin";
import {
  adminOnConsole,
  consoleSection,
  countRequests,
  dialog,
  fillJobForm,
  newestManagedTitles,
  uniqueWord,
} from "../support/console";
import { randomEmail } from "../support/mailbox";
import { expect, test } from "../support/test";

test("users: an unknown e-mail, an empty invitation and an existing e-mail are refused with their message at the field", async ({
  page,
}) => {
  const token = await adminToken(page.request);
  const listed = async (email: string) => {
    const response = await page.request.post("/api/listUsers", { data: { authToken: token, email } });
    return ((await response.json()) as { total: number }).total;
  };
  await adminOnConsole(page);
  await consoleSection(page, "Users");

  const unknown = randomEmail("nobody");
  await page.getByLabel("Exact e-mail").fill(unknown);
  await page.getByRole("button", { name: "View account" }).click();
  await expect(page.getByText("No account with this email.")).toBeVisible();
  await expect(page.getByLabel("Exact e-mail")).toHaveAttribute("aria-invalid", "true");

  const invite = dialog(page, "Invite user");
  await page.getByRole("button", { name: "Invite user" }).click();
  const invites = countRequests(page, "/api/invite_user");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByText("Email is required.")).toBeVisible();
  await expect(invite.getByText("First name is required.")).toBeVisible();
  await expect(invite.getByText("Last name is required.")).toBeVisible();
  await expect(invite.getByText("Please choose a role.")).toBeVisible();
  await invite.getByLabel("Email").fill("not an address");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByText("Invalid email address.")).toBeVisible();
  expect(invites()).toBe(0);

  await invite.getByLabel("Email").fill(ADMIN_EMAIL);
  await invite.getByLabel("First name").fill("Ada");
  await invite.getByLabel("Last name").fill("Lovelace");
  await invite.getByLabel("Role").selectOption({ label: "Candidate" });
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByText("An account with this email already exists.")).toBeVisible();
  await expect(invite.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(invite.getByLabel("Email")).toBeFocused();
  await invite.getByRole("button", { name: "Cancel" }).click();
  await expect(invite).toBeHidden();
  const fresh = randomEmail("never-invited");
  expect(await listed(fresh)).toBe(0);
  expect(await listed(unknown)).toBe(0);
});

test("jobs: a missing title, a javascript: icon and a script in the description are refused; nothing is posted", async ({
  page,
}) => {
  const token = await adminToken(page.request);
  // A title no other test uses: the suite's other workers post jobs as the same admin meanwhile.
  const refused = `Refused job ${uniqueWord()}`;
  await adminOnConsole(page);
  await consoleSection(page, "Jobs");
  await page.getByRole("link", { name: "Post a job" }).click();
  const posts = countRequests(page, "/api/post_job");

  await fillJobForm(page, { company: "Bad Input Inc", location: "Nowhere", description: "Text." });
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(page.getByText("Job title is required.")).toBeVisible();
  await expect(page.getByLabel("Job title")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Job title").fill(refused);
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
  expect(await newestManagedTitles(page.request, token)).not.toContain(refused);
});
