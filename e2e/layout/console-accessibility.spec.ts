import AxeBuilder from "@axe-core/playwright";
import { adminOnConsole } from "../support/console";
import { expect, type Page, test } from "../support/test";

async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

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
    expect(await severeViolations(page), path).toEqual([]);
  }
  // An open dialog too.
  await page.goto("/console/users");
  await page.getByRole("button", { name: "Invite user" }).click();
  const invite = page.getByRole("dialog", { name: "Invite user" });
  await expect(invite).toBeVisible();
  expect(await severeViolations(page), "Invite user dialog").toEqual([]);
  // With every field's error showing too.
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByText("Please choose a role.")).toBeVisible();
  expect(await severeViolations(page), "Invite user dialog with errors").toEqual([]);
});
