import { severeAxeViolations } from "../support/axe";
import { adminOnConsole } from "../support/console";
import { expect, test } from "../support/test";

test("axe finds no serious or critical violation on the console screens", async ({ page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await adminOnConsole(page);
  const screens: [string, string][] = [
    ["/console", "Console"],
    ["/console/users", "Users"],
    ["/console/jobs", "Jobs"],
    ["/console/jobs/new", "Post a job"],
    ["/console/inquiries", "Inquiries"],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    if (path.endsWith("/new")) await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    // The accounts table (another spec may have an invitation pending, which has its own table).
    if (path.endsWith("/users"))
      await expect(page.getByRole("table", { name: /account\(s\)/ })).toBeVisible();
    expect(await severeAxeViolations(page), path).toEqual([]);
  }
  // An open dialog too.
  await page.goto("/console/users");
  await page.getByRole("button", { name: "Invite user" }).click();
  const invite = page.getByRole("dialog", { name: "Invite user" });
  await expect(invite).toBeVisible();
  expect(await severeAxeViolations(page), "Invite user dialog").toEqual([]);
  // With every field's error showing too.
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByText("Please choose a role.")).toBeVisible();
  expect(await severeAxeViolations(page), "Invite user dialog with errors").toEqual([]);
});
