import { createVerifiedAccount } from "../support/accounts";
import { logInAs } from "../support/admin";
import { collectBrowserErrors, openPage } from "../support/app-shell";
import { adminOpensConsole, consoleSection, dialog } from "../support/console";
import { expect, test } from "../support/test";

test("a visitor opening /console is asked to log in", async ({ page }) => {
  const errors = collectBrowserErrors(page);
  await openPage(page, "/console/users");
  await expect(page.getByRole("heading", { level: 1, name: "Please log in" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test("a candidate has no Console link and is told the console is not allowed", async ({ page }) => {
  const candidate = await createVerifiedAccount(page.request);
  await logInAs(page, candidate.email, candidate.password);
  await page.getByRole("banner").getByRole("button", { name: candidate.email }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "View Profile" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Console" })).toHaveCount(0);
  await page.goto("/console");
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
});

test("the console's dialogs work from the keyboard and inquiries list the newest first", async ({ page }) => {
  const stamp = Date.now().toString(36);
  for (const firstName of [`Older${stamp}`, `Newer${stamp}`]) {
    const sent = await page.request.post("/api/submit_inquiry", {
      data: {
        firstName,
        lastName: "Sender",
        emailAddress: `${firstName.toLowerCase()}@example.com`,
        phoneNumber: "+1 555 0100",
        messageContent: `A question from ${firstName}.`,
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  await adminOpensConsole(page);
  await consoleSection(page, "Users");

  const inviteButton = page.getByRole("button", { name: "Invite user" });
  await inviteButton.focus();
  await page.keyboard.press("Enter");
  const invite = dialog(page, "Invite user");
  await expect(invite.getByLabel("Email")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(invite).toBeHidden();
  await expect(inviteButton).toBeFocused();

  await consoleSection(page, "Inquiries");
  // The list loads after the section opens: a retrying assertion, not a one-time read.
  const headings = page.getByRole("article").getByRole("heading").filter({ hasText: stamp });
  await expect(headings).toHaveText([`Newer${stamp} Sender`, `Older${stamp} Sender`]);
  const newest = page.getByRole("article").filter({ hasText: `Newer${stamp}` });
  await expect(newest.getByRole("link", { name: `newer${stamp}@example.com` })).toBeVisible();
  await expect(newest).toContainText("+1 555 0100");
  await expect(newest).toContainText(`A question from Newer${stamp}.`);
});
